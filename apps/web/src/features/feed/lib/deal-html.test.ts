import { describe, expect, it } from 'vitest';
import { fromDealHtml, toDealHtml } from './deal-html';

describe('deal content', () => {
  it('turns plain text into escaped paragraphs and line breaks', () => {
    expect(toDealHtml('  첫 줄\n둘째 줄\n\n<3 & "특가"  ')).toBe(
      '<p>첫 줄<br>둘째 줄</p><p>&#60;3 &#38; &#34;특가&#34;</p>',
    );
    expect(toDealHtml('   ')).toBe('');
  });

  it('keeps HTML as typed (the server sanitises it)', () => {
    expect(toDealHtml('<ul><li>하나</li></ul>')).toBe('<ul><li>하나</li></ul>');
  });

  it('gives back plain text for simple paragraphs, HTML otherwise', () => {
    expect(fromDealHtml('<p>첫 줄<br />둘째 줄</p><p>&lt;3 &amp; "특가"</p>')).toBe(
      '첫 줄\n둘째 줄\n\n<3 & "특가"',
    );
    expect(fromDealHtml(toDealHtml('a\nb\n\nc'))).toBe('a\nb\n\nc');
    expect(fromDealHtml('<p>텍스트</p><ul><li>목록</li></ul>')).toBe(
      '<p>텍스트</p><ul><li>목록</li></ul>',
    );
    expect(fromDealHtml('<p><strong>굵게</strong></p>')).toBe('<p><strong>굵게</strong></p>');
    expect(fromDealHtml('')).toBe('');
  });
});
