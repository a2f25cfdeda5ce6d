import { describe, expect, it } from 'vitest';
import { boardShareDescription } from './share-text';

describe('boardShareDescription', () => {
  it('strips tags, collapses whitespace and cuts at 80 characters', () => {
    expect(boardShareDescription('<b>캠핑</b>   다녀왔어요\n\n<script>x</script>좋아요')).toBe(
      '캠핑 다녀왔어요 x 좋아요',
    );
    const long = '가'.repeat(100);
    expect(boardShareDescription(long)).toBe('가'.repeat(80));
    expect(Array.from(boardShareDescription('😀'.repeat(90)))).toHaveLength(80);
  });
});
