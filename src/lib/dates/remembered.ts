/**
 * Answers remembered by key, for the few values pages ask for again and again (whether a zone name is
 * one the browser knows, the instant of a wall-clock time). The keys come from server text and a tab
 * may stay open all week, so the memory is bounded: a key longer than any real one (an IANA zone name
 * with a wall-clock date and time) is not kept, and once `capacity` answers are kept it starts over.
 */
export function rememberer<T>({ capacity = 1_000, maxKeyLength = 80 } = {}) {
  const kept = new Map<string, T>();
  return (key: string, compute: () => T): T => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = compute();
    if (key.length <= maxKeyLength) {
      if (kept.size >= capacity) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
