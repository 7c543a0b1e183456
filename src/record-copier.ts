// Functions that build a record with fixed keys as one object literal. Records of hundreds of
// shapes built key by key, or copied with a spread, go through V8's slow generic paths (ten
// times slower); a literal per shape stays on the fast path.

/**
 * `(source) => ({ [keys[k]]: source[from[k]] })`: `from` holds the source's keys or indexes
 * (default: the same keys).
 */
export function recordCopier<V>(keys: readonly string[], from: readonly (string | number)[] = keys): (source: Record<string, V> | V[]) => Record<string, V> {
  const fields = keys.map((k, i) => `${JSON.stringify(k)}: s[${JSON.stringify(from[i])}]`);
  return new Function('s', `return { ${fields.join(', ')} };`) as (source: Record<string, V> | V[]) => Record<string, V>;
}
