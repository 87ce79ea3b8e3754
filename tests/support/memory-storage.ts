/**
 * A stand-in for the browser's session or local storage in unit tests: the three methods the
 * site uses, over a Map the test can look into.
 */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
