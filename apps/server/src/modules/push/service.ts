import { isIP } from 'node:net';
import {
  appPath,
  messages,
  type PushKeyResponse,
  type PushSubscribeInput,
  type PushSubscribeResponse,
  type PushTestSendResponse,
} from '@akkyeo/contracts';
import { AppError } from '../../lib/app-error';
import { bindDeps } from '../../lib/bind-deps';
import type { AuthMember } from '../auth/tokens';
import { selectSubscription, upsertSubscription } from './queries';
import { queueDelivery } from './queue';
import { deliver, fanOut, type PushDeliveryDeps } from './delivery';

export type PushDeps = PushDeliveryDeps;

/**
 * Push services live at public host names: an endpoint on an IP literal, localhost or a bare
 * host name is refused so a subscription cannot aim the server's POSTs at its own network.
 */
export function isAllowedEndpoint(endpoint: string): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    url.protocol === 'https:' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    host !== 'localhost' &&
    !host.endsWith('.localhost')
  );
}

function vapidPublicKey(deps: PushDeps): PushKeyResponse {
  return { publicKey: deps.config.vapidPublicKey };
}

/** Stores the caller's subscription (never the body's memberId), upserting by endpoint. */
async function subscribe(
  deps: PushDeps,
  memberId: number,
  input: PushSubscribeInput,
): Promise<PushSubscribeResponse> {
  if (!isAllowedEndpoint(input.endpoint)) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.validation.field('endpoint'));
  }
  const id = await upsertSubscription(deps.db, {
    member_id: memberId,
    endpoint: input.endpoint,
    p256dh: input.p256dh.replace(/=+$/, ''),
    auth: input.auth.replace(/=+$/, ''),
  });
  return { id };
}

/** Queues a test push to a subscription of the caller's (any one for managers and admins). */
async function testSend(
  deps: PushDeps,
  member: AuthMember,
  subscriptionId: number,
): Promise<PushTestSendResponse> {
  const subscription = await selectSubscription(deps.db, subscriptionId);
  if (!subscription) {
    throw new AppError(404, 'NOT_FOUND', messages.push.subscriptionNotFound);
  }
  const privileged = member.roles.some((r) => r === 'ROLE_MANAGER' || r === 'ROLE_ADMIN');
  if (subscription.member_id !== member.id && !privileged) throw new AppError(403, 'FORBIDDEN');
  await queueDelivery(deps.db, {
    subscriptionId,
    type: 'TEST',
    title: messages.push.testTitle,
    body: messages.push.testBody,
    url: appPath('notiListPage'),
  });
  return { queued: true };
}

export function createPushService(deps: PushDeps) {
  return bindDeps(deps, { publicKey: vapidPublicKey, subscribe, testSend, deliver, fanOut });
}

export type PushService = ReturnType<typeof createPushService>;
