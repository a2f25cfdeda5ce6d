import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/** Elements a deal's content may keep; everything else is dropped (its text kept, unless it is script-like). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'mark',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'tr',
  'td',
  'th',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
]);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'referrerpolicy'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
  ],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        target: '_blank',
        rel: 'noopener nofollow ugc',
      },
    }),
    img: (tagName, { src = '', ...attribs }) => ({
      tagName,
      attribs: /^https:\/\//i.test(src.trim())
        ? { src, ...attribs, loading: 'lazy', referrerpolicy: 'no-referrer' }
        : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans a manager's deal HTML with an allow-list: plain formatting, lists, tables, links and
 * https images only; no scripts, event handlers, styles, SVG/MathML, frames or forms; links get
 * `target="_blank" rel="noopener nofollow ugc"`; `javascript:` and `data:` URLs are removed.
 */
export function sanitizeDealHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of (sanitised) HTML, entities decoded, block ends as spaces, whitespace collapsed. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onclosetag: (name) => {
        if (BLOCKS.has(name)) parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
