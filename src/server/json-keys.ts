// Keys named twice in one JSON object: JSON.parse keeps the last without a word, so a request
// `{"network": A, "network": B}` would run B while its author reads A.
import { placeAfter } from '../bounded-file.ts';

/** The first key that an object of valid JSON `text` names a second time, at that second place; null when none is. */
export function duplicateKey(text: string): { key: string; place: { line: number; column: number } } | null {
  // one entry per open object (its keys so far) or array (null); no recursion, however deep
  const open: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') open.push(new Set());
    else if (c === '[') open.push(null);
    else if (c === '}' || c === ']') open.pop();
    else if (c === '"') {
      const end = stringEnd(text, i);
      const keys = open.at(-1);
      if (keys && followedByColon(text, end + 1)) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) return { key, place: placeAfter(text.slice(0, i)) };
        keys.add(key);
      }
      i = end;
    }
  }
  return null;
}

/** Index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

/** Whether the next character after blanks is `:` (the string before it is a key, not a value). */
function followedByColon(text: string, from: number): boolean {
  let i = from;
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  return text[i] === ':';
}
