/**
 * Every Korean string a user sees, named once (product rules §2, §5, §8 and the server's error
 * replies), read as `messages.<area>.<name>` (the package exports this module as the `messages`
 * namespace).
 * Each area is a module of its own, so that a web chunk carries only the areas its screens use.
 * Functions build the strings that carry a value.
 */
export { app } from './messages/app';
export { pageTitle } from './messages/page-title';
export { header } from './messages/header';
export { menu } from './messages/menu';
export { install } from './messages/install';
export { feed } from './messages/feed';
export { priceHistory } from './messages/price-history';
export { dealForm } from './messages/deal-form';
export { markets } from './messages/markets';
export { linkPreview } from './messages/link-preview';
export { time } from './messages/time';
export { shipping } from './messages/shipping';
export { board } from './messages/board';
export { admin } from './messages/admin';
export { endedReports } from './messages/ended-reports';
export { tip } from './messages/tip';
export { comment } from './messages/comment';
export { access } from './messages/access';
export { auth } from './messages/auth';
export { member } from './messages/member';
export { legal } from './messages/legal';
export { activity } from './messages/activity';
export { notification } from './messages/notification';
export { alert } from './messages/alert';
export { block } from './messages/block';
export { search } from './messages/search';
export { push } from './messages/push';
export { sw } from './messages/sw';
export { offline } from './messages/offline';
export { marketing } from './messages/marketing';
export { imageFiles } from './messages/image-files';
export { errors } from './messages/errors';
export { protection } from './messages/protection';
export { ops } from './messages/ops';
export { validation } from './messages/validation';
export { drafts } from './messages/drafts';
export { discovery } from './messages/discovery';
