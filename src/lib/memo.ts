// Memos of pure text functions on the analysis' hot path, each bounded so that callers' free text cannot
// grow it. Values are shared between callers: they must not be changed (type them readonly).

/** `fn` remembered for texts of up to `maxLength` characters; the table is emptied when it holds `maxSize`. */
export function memoShort<T>(fn: (text: string) => T, maxLength: number, maxSize: number): (text: string) => T {
  const table = new Map<string, T>();
  return (text) => {
    if (text.length > maxLength) return fn(text);
    let value = table.get(text);
    if (value === undefined) {
      if (table.size >= maxSize) table.clear();
      table.set(text, (value = fn(text)));
    }
    return value;
  };
}

/** `fn` remembered for the last `size` texts it was asked about (an analysis asks for the same text twice). */
export function memoRecent<T>(fn: (text: string) => T, size: number): (text: string) => T {
  const recent: { text: string; value: T }[] = [];
  return (text) => {
    const known = recent.find((r) => r.text === text);
    if (known) return known.value;
    const value = fn(text);
    if (recent.unshift({ text, value }) > size) recent.pop();
    return value;
  };
}
