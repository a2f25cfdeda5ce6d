export { NewDealToggle } from './new-deal-toggle';
export { notificationKeys, useUnreadCount } from './unread-count';
