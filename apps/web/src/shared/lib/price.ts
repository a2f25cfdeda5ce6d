import { groupDigits, messages } from '@akkyeo/contracts';

/** Thousands separators only: 12000 → '12,000'. */
export const formatNumber = groupDigits;

/** 12000 → '12,000원'. */
export function formatPrice(value: number): string {
  return messages.feed.priceWon(formatNumber(value));
}
