import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as jobCompletionAndLease from './0002-job-completion-and-lease';
import * as uploadSession from './0003-upload-session';
import * as accounts from './0004-accounts';
import * as searchIndexes from './0005-search-indexes';
import * as jobNotify from './0006-job-notify';
import * as listCounters from './0007-list-counters';
import * as searchTriggers from './0007-search-triggers';
import * as partnerCallBudget from './0008-partner-call-budget';
import * as searchStatistics from './0009-search-statistics';
import * as keywordAlerts from './0010-keyword-alerts';
import * as hotRanking from './0011-hot-ranking';
import * as priceHistory from './0012-price-history';
import * as endedReports from './0013-ended-reports';
import * as blockAndMute from './0014-block-and-mute';
import * as reviewDeal from './0015-review-deal';
import * as alertGramIndexDirect from './0016-alert-gram-index-direct';
import * as openDealsIndex from './0017-open-deals-index';
import * as memberStanding from './0018-member-standing';
import * as loginUnlockToken from './0019-login-unlock-token';
import * as boardUploadId from './0020-board-upload-id';
import * as chosungWords from './0021-chosung-words';
import * as dealTips from './0022-deal-tips';
import * as dealShareImage from './0023-deal-share-image';
import * as statementCounters from './0024-statement-counters';
import * as dealCompactName from './0025-deal-compact-name';

/**
 * Every migration, by the name the database records it under; names sort in the order they run.
 * A landed migration is never edited, and imports nothing from the app (what it needs is written
 * into it, or frozen beside it under `frozen/`). `0007b_list_counters` keeps the name it was
 * recorded under, so databases that ran it never run it again.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_job_completion_and_lease': jobCompletionAndLease,
  '0003_upload_session': uploadSession,
  '0004_accounts': accounts,
  '0005_search_indexes': searchIndexes,
  '0006_job_notify': jobNotify,
  '0007_search_triggers': searchTriggers,
  '0007b_list_counters': listCounters,
  '0008_partner_call_budget': partnerCallBudget,
  '0009_search_statistics': searchStatistics,
  '0010_keyword_alerts': keywordAlerts,
  '0011_hot_ranking': hotRanking,
  '0012_price_history': priceHistory,
  '0013_ended_reports': endedReports,
  '0014_block_and_mute': blockAndMute,
  '0015_review_deal': reviewDeal,
  '0016_alert_gram_index_direct': alertGramIndexDirect,
  '0017_open_deals_index': openDealsIndex,
  '0018_member_standing': memberStanding,
  '0019_login_unlock_token': loginUnlockToken,
  '0020_board_upload_id': boardUploadId,
  '0021_chosung_words': chosungWords,
  '0022_deal_tips': dealTips,
  '0023_deal_share_image': dealShareImage,
  '0024_statement_counters': statementCounters,
  '0025_deal_compact_name': dealCompactName,
};
