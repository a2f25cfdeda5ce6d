/** localStorage key of the recent search keywords (a JSON array, newest first). */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 10;

function write(keywords: string[]): string[] {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(keywords));
  } catch {
    /* storage full or disabled: the list lives for this page only */
  }
  return keywords;
}

/** The stored keywords; anything unreadable counts as none. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((k): k is string => typeof k === 'string' && k.trim() !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Puts the keyword first (once), keeping at most RECENT_SEARCHES_MAX. */
export function addRecentSearch(keyword: string): string[] {
  const value = keyword.trim();
  const current = readRecentSearches();
  if (!value) return current;
  return write([value, ...current.filter((k) => k !== value)].slice(0, RECENT_SEARCHES_MAX));
}

export function removeRecentSearch(keyword: string): string[] {
  return write(readRecentSearches().filter((k) => k !== keyword));
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    /* nothing stored */
  }
}
