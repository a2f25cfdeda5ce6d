/** A same-app path to return to, or null for anything else (absolute or protocol-relative URLs). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (value.startsWith('/login') || value.startsWith('/f/login')) return null;
  return value;
}
