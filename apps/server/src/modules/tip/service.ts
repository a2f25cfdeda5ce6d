import { bindDeps } from '../../lib/bind-deps';
import type { TipDeps } from './deps';
import { editTip, getOwnTip, listMyTips, sendTip, tipDuplicates, withdrawTip } from './finder';
import { linkTip, listQueue, publishTip, rejectTip, unpublishTip } from './review';

/**
 * 제보: members bring deals (send, edit or withdraw while pending, 내 제보, the duplicate check),
 * and managers decide them (the queue, 게시, 반려, 중복으로 연결, 게시 취소). Decisions reach the
 * finder as `tip.reviewed`.
 */
export function createTipService(deps: TipDeps) {
  return bindDeps(deps, {
    send: sendTip,
    get: getOwnTip,
    edit: editTip,
    withdraw: withdrawTip,
    mine: listMyTips,
    duplicates: tipDuplicates,
    queue: listQueue,
    publish: publishTip,
    reject: rejectTip,
    link: linkTip,
    unpublish: unpublishTip,
  });
}

export type TipService = ReturnType<typeof createTipService>;
