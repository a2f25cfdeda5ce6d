import { paths, type PushTestSendResponse } from '@akkyeo/contracts';
import { api } from '@/shared/api';

/** POST /v1/push/test-send?id=: a test push to one subscription. */
export function sendTestPush(id: number) {
  return api.post<PushTestSendResponse>(paths.push.testSend, undefined, { query: { id } });
}
