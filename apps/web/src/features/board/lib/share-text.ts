import { BOARD_SHARE_DESCRIPTION_MAX } from '@akkyeo/contracts';

/** A post's share description: tags stripped, whitespace collapsed, cut at 80 characters. */
export function boardShareDescription(content: string): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, BOARD_SHARE_DESCRIPTION_MAX).join('');
}
