import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeDealHtml } from '../src/lib/html-sanitizer';

const LINK_ATTRS = 'target="_blank" rel="noopener nofollow ugc"';

describe('sanitizeDealHtml', () => {
  it('keeps formatting, lists, tables, https images and links', () => {
    const html =
      '<h3>요약</h3><p><strong>굵게</strong> <em>기울임</em> <s>취소</s></p>' +
      '<ul><li>하나</li></ul><table><tbody><tr><td colspan="2">셀</td></tr></tbody></table>' +
      '<p><a href="https://shop.example.com/p/1">상품</a></p>' +
      '<img src="https://img.example.com/a.jpg" alt="사진" width="300">';
    expect(sanitizeDealHtml(html)).toBe(
      '<h3>요약</h3><p><strong>굵게</strong> <em>기울임</em> <s>취소</s></p>' +
        '<ul><li>하나</li></ul><table><tbody><tr><td colspan="2">셀</td></tr></tbody></table>' +
        `<p><a href="https://shop.example.com/p/1" ${LINK_ATTRS}>상품</a></p>` +
        '<img src="https://img.example.com/a.jpg" alt="사진" width="300" loading="lazy" referrerpolicy="no-referrer" />',
    );
  });

  it('drops script, style and their content', () => {
    expect(sanitizeDealHtml('<script>alert(1)</script><p>ok</p><style>p{}</style>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeDealHtml('<SCRIPT SRC=https://evil.example/x.js></SCRIPT>안녕')).toBe('안녕');
    expect(
      sanitizeDealHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
    ).not.toMatch(/onerror|<img/);
  });

  it('removes event handlers', () => {
    expect(sanitizeDealHtml('<p onclick="alert(1)" onmouseover=alert(2)>x</p>')).toBe('<p>x</p>');
    expect(
      sanitizeDealHtml('<img src="https://img.example.com/a.jpg" onerror="alert(1)" onload=x>'),
    ).toBe(
      '<img src="https://img.example.com/a.jpg" loading="lazy" referrerpolicy="no-referrer" />',
    );
    expect(sanitizeDealHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeDealHtml('<input autofocus onfocus=alert(1)><button onclick=x>b</button>')).toBe(
      'b',
    );
    expect(
      sanitizeDealHtml('<body onload=alert(1)><details open ontoggle=alert(1)>d</details>'),
    ).toBe('d');
  });

  it('removes javascript:, vbscript: and data: URLs in every disguise', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'java\nscript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/x',
    ]) {
      expect(sanitizeDealHtml(`<a href="${href}">x</a>`), href).toBe(`<a ${LINK_ATTRS}>x</a>`);
    }
    expect(sanitizeDealHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeDealHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeDealHtml('<img src="http://img.example.com/a.jpg">')).toBe('');
  });

  it('drops SVG and MathML payloads whole', () => {
    expect(sanitizeDealHtml('<svg onload=alert(1)><script>alert(1)</script></svg>끝')).toBe('끝');
    expect(
      sanitizeDealHtml(
        '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">클릭</text></a></svg>',
      ),
    ).toBe('');
    expect(sanitizeDealHtml('<svg><animate onbegin=alert(1) attributeName=x dur=1s>')).toBe('');
    expect(
      sanitizeDealHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'),
    ).not.toMatch(/onerror|<img|<style/);
  });

  it('removes style attributes and expression() tricks', () => {
    expect(sanitizeDealHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeDealHtml('<div style="width: expression(alert(1))">x</div>')).toBe(
      '<div>x</div>',
    );
    expect(sanitizeDealHtml('<span class="x" id="y" data-x="1">x</span>')).toBe('<span>x</span>');
  });

  it('removes frames, objects, forms and document-level tags', () => {
    const html =
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>' +
      '<embed src="x.swf"><form action="https://evil.example"><input name="q"></form>' +
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">' +
      '<link rel="stylesheet" href="https://evil.example/x.css"><p>남음</p>';
    expect(sanitizeDealHtml(html)).toBe('<p>남음</p>');
  });

  it('forces new-tab, noopener links whatever the author wrote', () => {
    expect(
      sanitizeDealHtml(
        '<a href="https://x.example/" target="_self" rel="opener" onclick="x">x</a>',
      ),
    ).toBe(`<a href="https://x.example/" ${LINK_ATTRS}>x</a>`);
  });

  it('escapes text and attribute breakouts', () => {
    expect(sanitizeDealHtml('<p>1 < 2 & "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
    expect(
      sanitizeDealHtml('<img src="https://a.example/x.jpg" alt=\'"><script>alert(1)</script>\'>'),
    ).not.toMatch(/<script/);
  });
});

describe('htmlToText', () => {
  it('decodes entities and separates blocks', () => {
    expect(htmlToText('<p>가 &amp; 나</p><p>다<br>라</p><ul><li>마</li><li>바</li></ul>')).toBe(
      '가 & 나 다 라 마 바',
    );
  });
});
