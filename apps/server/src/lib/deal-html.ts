/** A deal's HTML cleaned by sanitizeDealHtml, and its text; the sanitizer loads on the first deal written. */
export async function cleanDealHtml(
  html: string,
): Promise<{ content: string; contentText: string }> {
  const { sanitizeDealHtml, htmlToText } = await import('./html-sanitizer');
  const content = sanitizeDealHtml(html);
  return { content, contentText: htmlToText(content) };
}
