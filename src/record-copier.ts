// Functions that build a record with fixed keys as one object literal. Records of hundreds of
// shapes built key by key, or copied with a spread, go through V8's slow generic paths (ten
// times slower); a literal per shape stays on the fast path. Where the process forbids making
// code from strings, a copier sets the keys one by one (code-generation.ts).
import { functionFrom } from './code-generation.ts';

/**
 * `(source) => ({ [keys[k]]: source[from[k]] })`: `from` holds the source's keys or indexes
 * (default: the same keys).
 */
export function recordCopier<V>(keys: readonly string[], from: readonly (string | number)[] = keys): (source: Record<string, V> | V[]) => Record<string, V> {
  type Copier = (source: Record<string, V> | V[]) => Record<string, V>;
  const fields = keys.map((k, i) => `${JSON.stringify(k)}: s[${JSON.stringify(from[i])}]`);
  return (
    functionFrom<Copier>(['s'], `return { ${fields.join(', ')} };`) ??
    ((s) => {
      const out: Record<string, V> = {};
      for (let i = 0; i < keys.length; i++) out[keys[i]] = (s as Record<string | number, V>)[from[i]];
      return out;
    })
  );
}
