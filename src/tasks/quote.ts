// A bad value quoted in an error message: as JSON, cut to about 80 characters with an ellipsis.
// A message names the place and shows enough of the value to recognise it; the whole of a 5 MB
// string or a deeply nested list would bury the message (and stringifying the nesting could
// overflow the stack), so the value is written only as far as the cut.

/** Characters of a value a message shows at most, before the ellipsis. */
export const QUOTE_MAX = 80;

/** `v` as JSON for a message (`nothing` for undefined), at most `max` characters and an ellipsis. */
export function quote(v: unknown, max = QUOTE_MAX): string {
  if (v === undefined) return 'nothing';
  let out = '';
  // stops writing once past the cut: the recursion goes no deeper than `max` characters of brackets
  const write = (x: unknown): void => {
    if (out.length > max) return;
    if (typeof x === 'string') out += JSON.stringify(x.length > max ? x.slice(0, max + 1) : x);
    else if (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'bigint' || x === null) out += String(x); // NaN as NaN, not null
    else if (Array.isArray(x)) {
      out += '[';
      for (let i = 0; i < x.length && out.length <= max; i++) {
        if (i) out += ',';
        write(x[i] === undefined ? null : x[i]);
      }
      out += ']';
    } else if (typeof x === 'object') {
      out += '{';
      let first = true;
      for (const k in x) {
        if (out.length > max) break;
        if (!Object.hasOwn(x, k)) continue;
        out += `${first ? '' : ','}${JSON.stringify(k.length > max ? k.slice(0, max + 1) : k)}:`;
        first = false;
        write((x as Record<string, unknown>)[k]);
      }
      out += '}';
    } else out += String(x);
  };
  write(v);
  return cut(out, max);
}

/** A text as it is, or its first `max` characters and an ellipsis (a surrogate pair never split). */
export function cut(text: string, max = QUOTE_MAX): string {
  if (text.length <= max) return text;
  const at = /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, at)}…`;
}
