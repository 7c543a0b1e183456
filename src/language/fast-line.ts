// A hand-written reader for the usual, valid lines of a `.solution` file, about thirty times faster
// than the grammar. It gives exactly what grammar/solution.ohm and the semantic actions of
// ./parse-solution.ts give. On anything else (a syntax error, a second predicate on the line, a
// number out of range, a character it does not know) it gives up with null, and the grammar reads
// the line: grammar/solution.ohm stays the specification and the only author of problem messages.
//
//   readLineFast('(mix ?a 1/2)', 'x', 3)
//     → { meaning: { kind: 'predicate', predicate: mix ?A 1/2 }, problems: [] }
import type { ParseProblem, Predicate, SourcePlace, Term } from './ast.ts';
import { F32, formatNum, type Num, parseNumberToken } from '../numbers/num.ts';
import { outsideF32Range } from '../numbers/range.ts';

/** What one line says, before it is attached to a recipe. */
export type LineMeaning =
  | { kind: 'nothing' }
  | { kind: 'header'; id: string | null; place: SourcePlace }
  | { kind: 'predicate'; predicate: Omit<Predicate, 'index'> };

export interface LineRead {
  meaning: LineMeaning;
  problems: ParseProblem[];
}

/** Where the line being read sits, and the problems found in it so far. */
export interface LineContext {
  file: string;
  line: number;
  problems: ParseProblem[];
  /** A problem that makes the whole line unreadable (e.g. a number out of range). */
  refused?: boolean;
}

export function at(ctx: LineContext, offset: number): SourcePlace {
  return { file: ctx.file, line: ctx.line, column: offset + 1 };
}

/**
 * A name upper-cased as the Lisp reader and printer do it, character by character: a character
 * whose upper case is several (ß → SS, ﬁ → FI) stays, so `?straße` and `?strasse` remain two
 * variables.
 */
export function upcased(token: string): string {
  const upper = token.toUpperCase();
  if (upper.length === token.length) return upper;
  let out = '';
  for (const c of token) {
    const u = c.toUpperCase();
    out += u.length === c.length ? u : c;
  }
  return out;
}

/** Exponent markers of double floats for the Lisp reader (`l`, long, is a double in SBCL and CCL). */
const DOUBLE_EXPONENT = /([dDlL])[+-]?\d+$/;

/** A token short enough for a message. */
const shortToken = (token: string) => (token.length > 40 ? `${token.slice(0, 37)}…` : token);

/**
 * Why a number token is refused, or null when it is read. A float the reference would read
 * otherwise (a double, an overflow, a value lost to zero) is refused; so is an exact number
 * outside the single-float range: the reference keeps it exact, but no count, amount or time of a
 * kitchen is that large (a fetch of 10^400 objects runs for 3·10^401 s), and `float` of it, which
 * any single-float operand or score asks for, signals an overflow there.
 */
export function numberRefusal(token: string, value: Num): string | null {
  if (!(value instanceof F32)) {
    const outside = outsideF32Range(value);
    if (outside === 'large') return 'is beyond the single-float range (about 3.4e38): no count, amount or time of a kitchen is that large';
    if (outside === 'small') return 'is not zero but nearer zero than any single float (the smallest is about 1.4e-45): no amount of a kitchen is that small';
    return null;
  }
  // the reference reads a double float here; read as a single float it could hold another value
  const double = DOUBLE_EXPONENT.exec(token);
  if (double) return `is a double float (exponent marker ${double[1]}), which irl-kitchen does not read: write it with e, a single float`;
  // the Lisp reader signals a floating-point overflow here
  if (!Number.isFinite(value.v)) return 'is out of the single-float range';
  // too small for a single float: silently zero would change the network's meaning
  if (value.v === 0 && /[1-9]/.test(token.replace(/[eEsSfF][+-]?\d+$/, ''))) return 'is not zero but reads as zero, too small for a single float (the smallest is about 1.4e-45)';
  return null;
}

/** Lisp reader rules: `?x` is a variable, number syntax a number, anything else a symbol; case-folded. */
export function atomTerm(token: string, place: SourcePlace, ctx: LineContext): Term {
  if (token.startsWith('?')) return { kind: 'var', name: upcased(token), place };
  const value = parseNumberToken(token);
  const refusal = value === null ? null : numberRefusal(token, value);
  if (refusal) {
    ctx.problems.push({ place, message: `the number ${shortToken(token)} ${refusal}: line not read` });
    ctx.refused = true;
  }
  if (value !== null) return { kind: 'number', value, text: formatNum(value), place };
  return { kind: 'symbol', name: token.toLowerCase(), place };
}

const OPEN = 0x28; // (
const CLOSE = 0x29; // )
const HASH = 0x23; // #
const SEMICOLON = 0x3b; // ;
const BACKSLASH = 0x5c; // \ (a Lisp escape)
const BAR = 0x7c; // | (a Lisp escape)

/** The grammar's `blank`: space, tab, carriage return, form feed. */
function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0c;
}

/** Characters after which the grammar's `atom` stops: blanks and the Lisp token ends. */
const ATOM_ENDS = new Set(Array.from(' \t\r\f();"\'`,|\\', (ch) => ch.charCodeAt(0)));

/**
 * The atom characters this reader takes: printable ASCII less the token ends. The grammar takes any
 * other character too (controls, non-ASCII); meeting one, this reader gives up.
 */
const ATOM_CHAR = new Uint8Array(128).map((_, c) => (c > 0x20 && c < 0x7f && !ATOM_ENDS.has(c) ? 1 : 0));

function isAtomChar(c: number): boolean {
  return ATOM_CHAR[c] === 1; // non-ASCII codes index nothing
}

/** Reads one line of the grammar's `line` rule; null when the grammar must read it. */
class LineScanner {
  private pos = 0;
  private readonly ctx: LineContext;

  constructor(
    private readonly text: string,
    file: string,
    line: number,
  ) {
    this.ctx = { file, line, problems: [] };
  }

  read(): LineMeaning | null {
    this.skipBlanks();
    const c = this.peek();
    if (c === HASH) return this.header();
    if (c === OPEN) return this.predicateLine();
    return this.atLineEnd() ? { kind: 'nothing' } : null;
  }

  /** `#id anything`; an empty id is a problem, so it is left to the grammar. */
  private header(): LineMeaning | null {
    const place = at(this.ctx, this.pos);
    this.pos++;
    this.skipBlanks();
    const id = this.atomText();
    // the rest of a header is never read, but a character the grammar would add to the id is,
    // and an escape (\ or |) continuing the id is a problem the grammar path words
    const next = this.peek();
    if (id === null || !(Number.isNaN(next) || (ATOM_ENDS.has(next) && next !== BACKSLASH && next !== BAR))) return null;
    return { kind: 'header', id: id.toLowerCase(), place };
  }

  private predicateLine(): LineMeaning | null {
    const predicate = this.predicate();
    if (predicate === null || this.ctx.problems.length > 0) return null;
    this.skipBlanks();
    return this.atLineEnd() ? { kind: 'predicate', predicate } : null;
  }

  /** `(name term…)`; a variable or number as name is the grammar's to word. */
  private predicate(): Omit<Predicate, 'index'> | null {
    const place = at(this.ctx, this.pos);
    this.pos++;
    this.skipBlanks();
    const name = this.atom();
    if (name === null || name.kind !== 'symbol') return null;
    const args = this.terms();
    return args === null ? null : { name: name.name, args, place };
  }

  /** The terms up to the `)` that closes the predicate; lists nest on a stack, so no depth overflows ours. */
  private terms(): Term[] | null {
    const args: Term[] = [];
    const outer: Term[][] = [];
    let items = args;
    for (;;) {
      this.skipBlanks();
      const c = this.peek();
      if (c === CLOSE) {
        this.pos++;
        const up = outer.pop();
        if (up === undefined) return args;
        items = up;
      } else if (c === OPEN) {
        const list: Term[] = [];
        items.push({ kind: 'list', items: list, place: at(this.ctx, this.pos) });
        this.pos++;
        outer.push(items);
        items = list;
      } else {
        const term = this.atom();
        if (term === null) return null;
        items.push(term);
      }
    }
  }

  private atom(): Term | null {
    const start = this.pos;
    const token = this.atomText();
    return token === null ? null : atomTerm(token, at(this.ctx, start), this.ctx);
  }

  /** The grammar's `atom`, which may not start with `#`; null where none starts here. */
  private atomText(): string | null {
    const { text, pos: start } = this;
    if (text.charCodeAt(start) === HASH) return null;
    let end = start;
    // bounded: reading past the end gives NaN, which sends the table look-up down a slow path
    while (end < text.length && isAtomChar(text.charCodeAt(end))) end++;
    this.pos = end;
    return end > start ? text.slice(start, end) : null;
  }

  /** End of line, or a comment running to it. */
  private atLineEnd(): boolean {
    return this.pos === this.text.length || this.peek() === SEMICOLON;
  }

  private skipBlanks(): void {
    while (isBlank(this.peek())) this.pos++;
  }

  /** The UTF-16 code at the cursor; NaN past the end. */
  private peek(): number {
    return this.text.charCodeAt(this.pos);
  }
}

/** Reads one line like the grammar path of ./parse-solution.ts does, or gives null if it cannot. */
export function readLineFast(text: string, file: string, line: number): LineRead | null {
  const meaning = new LineScanner(text, file, line).read();
  return meaning === null ? null : { meaning, problems: [] };
}
