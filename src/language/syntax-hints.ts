// What the grammar met where a line stopped being readable, in words: the grammar's own message
// says what it expected (`expected ")"`), which does not tell a person writing Lisp by hand, or a
// language model, that double-quoted strings, quote characters or a Markdown fence around the
// network are not part of the format. parse-solution.ts appends this to its problem message.
//
//   foundAt('(a "butter")', 3) → '; found a string in double quotes, …'
//   foundAt('(a ?x)#next', 6) → '; found the recipe header #next after the predicate, but a #id header must start its own line …'
import { invisibleIn } from './invisible.ts';

/** Lisp syntax the format does not have, by its first character, as met where a term was expected. */
const LISP_SYNTAX: Record<string, string> = {
  '"': 'a string in double quotes, which .solution files do not have: write names bare (butter, not "butter")',
  "'": "the quote character ', which .solution files do not have: write constants bare (butter, not 'butter)",
  '`': 'the backquote `, which .solution files do not have: write constants bare',
  ',': 'a comma, which .solution files do not have: separate terms with spaces',
  '|': 'the escape character |, which .solution files do not have: names are case-insensitive and need no escapes',
  '\\': 'the escape character \\, which .solution files do not have: names need no escapes',
  '#': 'a term starting with #, which .solution files do not have (Lisp # syntax is not read: write numbers in decimal, 16 not #x10)',
  ';': 'a ; comment before the predicate closed: a predicate closes on its own line, before any comment',
};

/** What the reference's Lisp reader makes of an escape in a recipe id (it reads the id as one token, escapes and all). */
const ID_ESCAPES: Record<string, string> = {
  '\\': 'the escape character \\ in the recipe id: the reference\'s Lisp reader keeps the character after it in the id (#a\\,b is the id "A,B", not a)',
  '|': 'the escape character | in the recipe id: the reference\'s Lisp reader keeps the text between bars in the id (#a|,b| is the id "A,b", not a)',
};

/** The problem of a recipe id that an escape character continues (`\` or `|` at `where`); null for any other character. */
export function idEscapeAt(text: string, where: number): string | null {
  // `#|` is more likely a Lisp block comment than an id between bars: foundAt says so
  if (text[where] === '|' && text[where - 1] === '#') return null;
  const what = ID_ESCAPES[text[where]];
  return what ? `${what}; recipe ids need no escapes, so this header has no id` : null;
}

/** Brackets that look like a parenthesis in some fonts or come from a non-ASCII keyboard layout. */
const PAREN_LOOKALIKES: Record<string, string> = {
  '（': 'U+FF08, a full-width parenthesis',
  '）': 'U+FF09, a full-width parenthesis',
  '﹙': 'U+FE59, a small parenthesis',
  '﹚': 'U+FE5A, a small parenthesis',
  '⁽': 'U+207D, a superscript parenthesis',
  '⁾': 'U+207E, a superscript parenthesis',
  '❨': 'U+2768, an ornamental parenthesis',
  '❩': 'U+2769, an ornamental parenthesis',
};

// all of them are single UTF-16 units, so an offset is a column
const LOOKALIKE = new RegExp(`[${Object.keys(PAREN_LOOKALIKES).join('')}]`);

/** `; found （ (U+FF08, …)` for the lookalike parenthesis at offset `where`. */
const lookalikeAt = (text: string, where: number) =>
  `; found ${text[where]} (${PAREN_LOOKALIKES[text[where]]}) at column ${where + 1}, which is not a parenthesis of the format: write the ASCII parentheses ( and )`;

/** For a line left open at its end: `; found （ …` when a lookalike parenthesis stands in a name (`celsius）`), else ''. */
export function lookalikeParenIn(text: string): string {
  const where = text.search(LOOKALIKE);
  return where < 0 ? '' : lookalikeAt(text, where);
}

const FENCE = /^[ \t]*(```|~~~)/;

/**
 * What to do about what stands at offset `where` of `text`, where foundAt's words do not say it:
 * a byte order mark past the start of the file, most often the start of a second file joined on
 * with cat. Undefined otherwise.
 */
export function fixAt(text: string, where: number): string | undefined {
  if (text[where] !== '\uFEFF') return bareLineFix(text, where);
  return "a file joined on (cat a.solution b.solution) kept its byte order mark: delete the mark (sed -i 's/\\xEF\\xBB\\xBF//g' FILE), or save the files as UTF-8 without BOM before joining them";
}

/** The start of the hint for a predicate written without its parentheses. */
export const BARE_PREDICATE = 'a predicate is written in parentheses';

/** What a line of a network is: the hint for a line of words where a predicate was expected. */
export const WHAT_A_LINE_IS = 'a line of a network is a predicate in parentheses such as (get-kitchen ?kitchen), a #recipe-id header or a ; comment';

/** For a line of text where a predicate was expected (`get-kitchen ?k`): what a line of a network is. */
function bareLineFix(text: string, where: number): string | undefined {
  if (where !== text.search(/\S/) || text.slice(0, where).includes('#')) return undefined;
  const line = text.trim();
  // an action and its arguments without the parentheses around them
  if (/^[a-z][a-z0-9-]*( +\S+)+$/i.test(line) && line.includes(' ?') && !/[()]/.test(line)) return `${BARE_PREDICATE}: (${line.length > 60 ? `${line.slice(0, 60)}…` : line})`;
  return WHAT_A_LINE_IS;
}

/**
 * `; found …` naming what stands at offset `where` of `text` when it is something the format
 * lacks (an invisible character, Lisp syntax, a Markdown fence, text after the predicate); '' when
 * the grammar's expectation says enough.
 */
export function foundAt(text: string, where: number): string {
  const hidden = invisibleIn(text.slice(where, where + 2));
  if (hidden?.index === 0) return `; found ${hidden.code} (${hidden.what}), which cannot be seen`;
  if (PAREN_LOOKALIKES[text[where]]) return lookalikeAt(text, where);
  if (FENCE.test(text) && where === text.search(/[^ \t]/)) {
    return '; found a Markdown code fence: a .solution file holds the network alone, remove the fence lines around it';
  }
  const c = text[where];
  if (c === '|' && text[where - 1] === '#') return '; found #|, a Lisp block comment, which .solution files do not have: start each comment line with ;';
  if (c === '#' && /^[ \t]*#[ \t]*$/.test(text.slice(0, where))) return markdownHeading(text.slice(where));
  if (c === undefined) return '';
  const depth = depthBefore(text, where);
  // `1. (fetch …)`, `- (fetch …)`, `` `(fetch …)` ``: a list or inline code around a predicate
  if (depth < 0 && where === text.search(/[^ \t]/) && text.includes('(', where))
    return '; found text before the predicate: a predicate line starts with its "(" (no list number, bullet or quote before it)';
  if (depth === 0) {
    if (c === ')') return '; found a ")" that closes nothing';
    const header = /^#[^\s()#;]+/.exec(text.slice(where))?.[0];
    // `cat a.solution b.solution` where a's last line has no newline glues b's header onto it
    if (header && text[where - 1] === ')')
      return `; found the recipe header ${header} after the predicate, but a #id header must start its own line (files joined without a final newline?): put a line break before ${header}`;
    return '; found text after the predicate, where only a ; comment may follow';
  }
  // inside a predicate, where a term was expected
  return depth > 0 && LISP_SYNTAX[c] ? `; found ${LISP_SYNTAX[c]}` : '';
}

/** `; found …` for a second "#" of a header, `rest` being the line from it: a Markdown heading (`## afghan-biscuits`) more likely than a recipe id. */
function markdownHeading(rest: string): string {
  const id = /^#+[ \t]*([^\s()#;]+)[ \t]*$/.exec(rest)?.[1];
  // an id holding invisible characters is not repeated: messages show only what can be seen
  return `; found a second "#", as a Markdown heading has: a header is one "#" and the recipe id${id && !invisibleIn(id) ? `, write #${id}` : ''}`;
}

/** Open parentheses before `end` that are not closed yet (0 before the first "(" too). */
function depthBefore(text: string, end: number): number {
  let depth = 0;
  let opened = false;
  for (let i = 0; i < end; i++) {
    if (text[i] === '(') {
      depth++;
      opened = true;
    } else if (text[i] === ')') depth--;
  }
  return opened ? depth : -1;
}

/** Offsets of the "(" not closed before `end`, outermost first. */
export function unclosedBefore(text: string, end: number): number[] {
  const open: number[] = [];
  for (let i = 0; i < end; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')') open.pop();
  }
  return open;
}

/**
 * Why a line ends before its predicate closes: `; the "(" at column 1 opens a predicate that line
 * 4 continues, …` when the next line continues it (a predicate written over several lines), else
 * `; the "(" at column 1 is never closed: …`; '' when nothing is open.
 */
export function leftOpenAtEnd(text: string, next: string | undefined, nextLine: number): string {
  const open = unclosedBefore(text, text.length);
  if (!open.length) return '';
  const continues = next !== undefined && !/^[ \t\r\f\uFEFF]*([(#;]|$)/.test(next);
  if (continues) return `; the "(" at column ${open[0] + 1} opens a predicate that line ${nextLine} continues, but each predicate is read on its own line: join the lines`;
  const missing = open.length === 1 ? '")"' : `${open.length} ")"`;
  const which = open.length === 1 ? `the "(" at column ${open[0] + 1} is` : `the "(" at columns ${open.map((o) => o + 1).join(', ')} are`;
  return `; ${which} never closed: add ${missing} at the end of the line`;
}
