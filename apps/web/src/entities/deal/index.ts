export { BookmarkButton, type BookmarkButtonProps } from './bookmark-button';
export { DealCard, type DealCardItem, type DealCardProps } from './deal-card';
export { dealKeys, patchDeal } from './deal-keys';
export { GoldBoxCountdown, type GoldBoxCountdownProps } from './gold-box-countdown';
export { SourceBadge } from './source-badge';
export { useBookmarkToggle } from './use-bookmark-toggle';
