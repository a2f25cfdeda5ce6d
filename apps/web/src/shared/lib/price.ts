import { messages } from '@akkyeo/contracts';

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Thousands separators only: 12000 → '12,000'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 12000 → '12,000원'. */
export function formatPrice(value: number): string {
  return messages.feed.priceWon(formatNumber(value));
}
