const HAS_TAG = /<[a-z][\s\S]*?>/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The deal content to send: HTML as typed when it contains tags (the server sanitises it), plain
 * text turned into paragraphs (blank lines) and line breaks otherwise.
 */
export function toDealHtml(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || HAS_TAG.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function decodeEntities(html: string): string {
  const field = document.createElement('textarea');
  field.innerHTML = html;
  return field.value;
}

/**
 * The text to edit for stored deal content: paragraphs and line breaks only become plain text
 * again (the inverse of toDealHtml); any richer HTML is edited as HTML.
 */
export function fromDealHtml(html: string): string {
  const source = html.trim();
  const paragraphs = [...source.matchAll(/<p>([\s\S]*?)<\/p>/g)];
  if (paragraphs.map((match) => match[0]).join('') !== source) return source;
  const inner = paragraphs.map((match) => match[1] ?? '');
  if (inner.some((text) => /<(?!br\s*\/?>)[^>]*>/i.test(text))) return source;
  return inner.map((text) => decodeEntities(text.replace(/<br\s*\/?>/gi, '\n'))).join('\n\n');
}
