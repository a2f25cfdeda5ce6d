/** The markup characters, by their entity (sitemaps, feeds, SVG and Pango markup). */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text (or an attribute value) for XML: markup characters escaped, and the characters XML 1.0
 * cannot hold at all (control characters but tab and line breaks, U+FFFE/U+FFFF) left out.
 */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
  );
}
