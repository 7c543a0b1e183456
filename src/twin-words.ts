// Lines written twice word for word (engine/twins.ts), in the words `run`'s text and the page's
// header both use.

/** How many repeats are named one by one; the rest are counted. */
const NAMED = 3;

/** `line 5 repeats line 4 word for word, and the two run as one; …; 2 more lines like these`. */
export function repeatsInWords(repeats: readonly { line: number; of: number }[]): string {
  const named = repeats.slice(0, NAMED).map((t) => `line ${t.line} repeats line ${t.of} word for word, and the two run as one`);
  const more = repeats.length - named.length;
  return `${named.join('; ')}${more ? `; ${more} more line${more === 1 ? '' : 's'} like these` : ''}`;
}
