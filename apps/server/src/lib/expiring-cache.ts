/**
 * A small map whose entries expire `ttlMs` after they were set, holding at most `maxEntries`
 * (the oldest set goes first when full).
 */
export function expiringCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
  };
}
