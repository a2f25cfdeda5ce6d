import {
  paths,
  type PushKeyResponse,
  type PushSubscribeRequest,
  type PushSubscribeResponse,
  type PushTestSendResponse,
} from '@akkyeo/contracts';
import { api } from '@/shared/api';

/** GET /v1/push/key: the server's VAPID public key. */
export function fetchPushKey() {
  return api.get<PushKeyResponse>(paths.push.key);
}

/** POST /v1/push/subscribe: this browser's subscription for the member; its id. */
export function subscribeToPush(body: PushSubscribeRequest) {
  return api.post<PushSubscribeResponse>(paths.push.subscribe, body);
}

/** POST /v1/push/test-send?id=: a test push to one subscription. */
export function sendTestPush(id: number) {
  return api.post<PushTestSendResponse>(paths.push.testSend, undefined, { query: { id } });
}
