// Reads a recipe text of the corpus (`data/recipe-texts/*.xml`): id, title, ingredient lines and
// instructions. The files are a small, fixed shape of XML, so a bounded reader of that shape
// does (no XML library): the file is read through bounded-file.ts, elements are found by name
// with a bounded count, and the five predefined entities and character references are decoded.
// Anything else (CDATA, a missing element) is an InputError naming the file.
import { BoundedReadRefusal, readBoundedBytes } from '../bounded-file.ts';
import { InputError } from '../errors.ts';

export interface RecipeText {
  id: string;
  title: string;
  ingredients: string[];
  instructions: string[];
}

/** Bounds of one recipe file: its size and how many lines of each kind it may list. */
export const RECIPE_TEXT_LIMITS = { maxBytes: 256 * 1024, maxItems: 500 };

/** Reads and checks one recipe XML file. */
export function readRecipeText(path: string): RecipeText {
  let bytes: Buffer;
  try {
    bytes = readBoundedBytes(path, RECIPE_TEXT_LIMITS.maxBytes);
  } catch (e) {
    if (e instanceof BoundedReadRefusal) throw new InputError(`${path}: cannot read this recipe text (${refusalWords(e)})`);
    throw e;
  }
  return parseRecipeText(bytes.toString('utf8'), path);
}

function refusalWords(e: BoundedReadRefusal): string {
  const r = e.refusal;
  if (r.why === 'too-large') return `${r.size} bytes, more than the limit of ${RECIPE_TEXT_LIMITS.maxBytes}`;
  if (r.why === 'not-a-file') return `it is ${r.kind}`;
  if (r.why === 'cannot-open') return r.code;
  return r.why;
}

/** Reads the text of one recipe file; `where` names it in messages. */
export function parseRecipeText(xml: string, where: string): RecipeText {
  if (xml.includes('<![CDATA[')) throw new InputError(`${where}: CDATA sections are not read in recipe texts`);
  const recipe = single(xml, 'recipe', where);
  const id = text(single(recipe, 'id', where), where, 'id');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new InputError(`${where}: the <id> ${JSON.stringify(id)} is not a recipe id (lower-case letters, digits and hyphens)`);
  return {
    id,
    title: text(single(recipe, 'title', where), where, 'title'),
    ingredients: all(single(recipe, 'ingredients', where), 'ingredient', where).map((x) => text(x, where, 'ingredient')),
    instructions: all(single(recipe, 'instructions', where), 'instruction', where).map((x) => text(x, where, 'instruction')),
  };
}

/** The inner text of every `<name>…</name>` in `xml`, in order (elements of that name do not nest here). */
function all(xml: string, name: string, where: string): string[] {
  const out: string[] = [];
  const open = new RegExp(`<${name}(\\s[^>]*)?>`, 'g');
  const close = `</${name}>`;
  let m: RegExpExecArray | null;
  while ((m = open.exec(xml))) {
    const start = m.index + m[0].length;
    const end = xml.indexOf(close, start);
    if (end < 0) throw new InputError(`${where}: <${name}> at offset ${m.index} is never closed`);
    out.push(xml.slice(start, end));
    if (out.length > RECIPE_TEXT_LIMITS.maxItems) throw new InputError(`${where}: more than ${RECIPE_TEXT_LIMITS.maxItems} <${name}> elements`);
    open.lastIndex = end + close.length;
  }
  return out;
}

function single(xml: string, name: string, where: string): string {
  const found = all(xml, name, where);
  if (found.length !== 1) throw new InputError(`${where}: expected one <${name}> element, found ${found.length}`);
  return found[0];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character data: no markup left, entities decoded, runs of white space one space, trimmed. */
function text(raw: string, where: string, name: string): string {
  if (raw.includes('<')) throw new InputError(`${where}: <${name}> holds markup; only text is read there`);
  const decoded = raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    const code = ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : ref.startsWith('#') ? parseInt(ref.slice(1), 10) : NaN;
    if (!Number.isNaN(code)) {
      if (code > 0x10ffff) throw new InputError(`${where}: ${whole} in <${name}> is not a character`);
      return String.fromCodePoint(code);
    }
    const named = ENTITIES[ref];
    if (named === undefined) throw new InputError(`${where}: unknown entity ${whole} in <${name}>`);
    return named;
  });
  const out = decoded.replace(/\s+/g, ' ').trim();
  if (!out) throw new InputError(`${where}: an empty <${name}>`);
  return out;
}
