import { useEffect, useMemo } from 'react';

/** How many mounted components show each object URL; one nobody shows is revoked. */
const holders = new Map<string, number>();

function hold(url: string): () => void {
  holders.set(url, (holders.get(url) ?? 0) + 1);
  return () => {
    const left = (holders.get(url) ?? 1) - 1;
    if (left > 0) {
      holders.set(url, left);
      return;
    }
    holders.delete(url);
    // Revoked a moment later unless shown again: StrictMode unmounts and mounts at once.
    setTimeout(() => {
      if (!holders.has(url)) URL.revokeObjectURL(url);
    }, 0);
  };
}

/**
 * An object URL of `file` (a picked picture's preview), or null without one: made once per file,
 * revoked once the file changes or nothing shows it any more.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (url ? hold(url) : undefined), [url]);
  return url;
}
