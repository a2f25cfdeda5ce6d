import { bindDeps } from '../../lib/bind-deps';
import type { AlertDeps } from './deps';
import {
  dealsEndedFollowUp,
  priceDropped,
  queueEndedFollowUps,
  queuePriceDrop,
} from './follow-ups';
import { matchDeals, queueMatch, sendQuietSummary } from './matching';
import {
  addRule,
  alertSettings,
  changeAlertSettings,
  listRules,
  previewRule,
  removeRule,
  replaceRule,
} from './rules';

/**
 * Keyword alerts: each member's rules and settings (their routes), and the jobs that match new
 * deals against every enabled rule through the rules' gram index and write one notification per
 * member and deal (pushed at once, or summarised at the end of the member's quiet hours), and
 * tell bookmarkers of price drops and ends. New deals, price changes and ends arrive as domain
 * events, each queueing its job in the writing transaction.
 */
export function createAlertService(deps: AlertDeps) {
  deps.events.on('deals.announced', (trx, event) => queueMatch(deps, trx, event));
  deps.events.on('deal.repriced', (trx, event) => queuePriceDrop(deps, trx, event));
  deps.events.on('deals.ended', (trx, event) => queueEndedFollowUps(deps, trx, event));
  return bindDeps(deps, {
    list: listRules,
    create: addRule,
    update: replaceRule,
    remove: removeRule,
    preview: previewRule,
    settings: alertSettings,
    updateSettings: changeAlertSettings,
    matchDeals,
    priceDropped,
    dealsEndedFollowUp,
    sendQuietSummary,
  });
}

export type AlertService = ReturnType<typeof createAlertService>;
