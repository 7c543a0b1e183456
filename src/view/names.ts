// File names of the pages. A recipe id may be any text the reader takes (300 characters, `/`,
// `..`, `<`, right-to-left overrides, any script), so a name is built only from a short ASCII
// slug of it and a hash of the whole id; the hash keeps different ids apart, the slug keeps the
// name readable. Names (docs/VIEW.md):
//   <stem>.<slug>.<hash>.html                  the first recipe with an id in a file
//   <stem>.<slug>.<hash>.occurrence-<n>.html   the n-th recipe with that same id
//   <stem>.recipe-<position>.html              a recipe without id (its position in the file)
//   gold-<slug>.<hash>.html                    a gold network's page
//   NNN--<slug>.html                           in a batch (evaluate --show): the NNN-th file's page
//                                              (slug of its recipe id) or index (slug of its name)
// A slug is [a-z0-9-] without dots, so a recipe page (three dots after the stem) never reads
// as another id's page or as a gold page (two dots in all), and `-2` in an id's slug is never
// confused with an occurrence. A slug never holds two hyphens in a row, so in `NNN--<slug>` the
// batch position cannot be read as a part of the id (`002--almond-crescent-cookies-2.html` is
// the second file, recipe almond-crescent-cookies-2).
import { createHash } from 'node:crypto';
import { basename, dirname, resolve } from 'node:path';

/** Characters of the readable part of a name. */
export const SLUG_MAX = 80;
/** Bytes of the output's own stem kept as given; a longer one is slugged and hashed. */
const STEM_MAX_BYTES = 64;
const SHORT_HASH = 8;

export const hashOf = (text: string, length = SHORT_HASH) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, length);

/** Lower-case ASCII letters, digits and single hyphens; accents dropped; 'x' when nothing is left. */
export function slug(text: string, max = SLUG_MAX): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return s || 'x';
}

/** A file's name without its last extension. */
export const stemOf = (file: string) => basename(file).replace(/\.[^.]*$/, '');

/** The stem the pages beside an index start with: the index's own, unless it is long. */
export function pageStem(index: string): string {
  const stem = stemOf(index);
  return Buffer.byteLength(stem, 'utf8') <= STEM_MAX_BYTES && stem !== '' ? stem : `${slug(stem, 40)}-${hashOf(stem)}`;
}

/**
 * The link to a page in the same folder: its name percent-encoded, so that a `#`, `?`, `%` or `:`
 * that the output's own name brings (`--output 'menu#2.html'`) is no fragment, query, escape or
 * scheme of the link. The names built here need no encoding and keep their look.
 */
export const hrefOf = (name: string) => encodeURIComponent(name);

/** A page of a batch: the file's place (from 1, three digits at least), `--`, a slug of the recipe id or the file name. */
export const batchPageName = (position: number, idOrStem: string) => `${String(position).padStart(3, '0')}--${slug(idOrStem, 60)}.html`;

/** The gold network's page of a corpus recipe id. */
export const goldPageName = (recipeId: string) => `gold-${slug(recipeId)}.${hashOf(recipeId)}.html`;

/** The recipe id among `ids` whose gold network's page would be named `name` (and so overwrite a page of that name), if any. */
export const goldPageNamed = (name: string, ids: readonly (string | null)[]): string | undefined => ids.find((id) => id !== null && goldPageName(id) === name) ?? undefined;

/** The ids that more than one recipe of a file carries: their pages are told apart by occurrence, their index rows by line. */
export function repeatedIds(ids: readonly (string | null)[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) if (id !== null) (seen.has(id) ? repeated : seen).add(id);
  return repeated;
}

/**
 * Names of the pages of one file's recipes, in file order. Each id keeps the name of its first
 * occurrence; should two ids share a slug and a short hash, the later one gets the full hash.
 */
export class PageNames {
  private readonly baseOf = new Map<string, string>();
  private readonly idOfBase = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  constructor(private readonly stem: string) {}

  /** `position`: the recipe's place in the file, from 1. */
  next(recipeId: string | null, position: number): string {
    if (recipeId === null) return `${this.stem}.recipe-${position}.html`;
    const n = (this.seen.get(recipeId) ?? 0) + 1;
    this.seen.set(recipeId, n);
    const base = this.base(recipeId);
    return n === 1 ? `${base}.html` : `${base}.occurrence-${n}.html`;
  }

  private base(recipeId: string): string {
    const known = this.baseOf.get(recipeId);
    if (known) return known;
    let base = `${this.stem}.${slug(recipeId)}.${hashOf(recipeId)}`;
    if (this.idOfBase.has(base)) base = `${this.stem}.${slug(recipeId)}.${hashOf(recipeId, 64)}`;
    this.baseOf.set(recipeId, base);
    this.idOfBase.set(base, recipeId);
    return base;
  }
}

/** `dir/name`, refusing a name that would leave `dir` (names are built above; this is the last guard). */
export function inside(dir: string, name: string): string {
  const root = resolve(dir);
  const path = resolve(root, name);
  if (basename(name) !== name || name === '..' || dirname(path) !== root) throw new Error(`page name ${JSON.stringify(name)} leaves ${root}`);
  return path;
}
