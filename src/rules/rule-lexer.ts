// The tokens of rule text: names, variables, numbers, symbol-char sequences (operators), brackets
// and the full stop, each with its line and column (1-based). Layout and comments are skipped.
import { InputError } from '../errors.ts';
import { F32, type Num, ratio } from '../numbers/num.ts';
import type { ReadLimits } from './read-terms.ts';

export type TokenKind = 'name' | 'var' | 'num' | 'symbol' | 'punct' | 'end' | 'eof';

export interface Token {
  kind: TokenKind;
  text: string;
  num?: Num;
  line: number;
  column: number;
  /** Layout (space or comment) right before the token: `f(` is a compound, `f (` is not. */
  spaced: boolean;
  quoted?: boolean;
}

const SYMBOL_CHARS = new Set('+-*/\\^<>=~:.?@#&$');

/** Splits rule text into tokens, one at a time, with their line and column (1-based). */
export class Lexer {
  private i = 0;
  private line = 1;
  private lineStart = 0;

  constructor(
    private readonly text: string,
    private readonly file: string,
    private readonly limits: ReadLimits,
  ) {}

  fail(line: number, column: number, message: string): never {
    throw new InputError(`${this.file}:${line}:${column}: ${message}`, { file: this.file, line, column });
  }

  /** Moves past one character the lexer refused, so that reading can go on after it. */
  skipCharacter() {
    if (this.i < this.text.length) this.advance();
  }

  /** Moves on `n` characters; \n, \r\n and \r alone each end a line (as every reader of ours counts them). */
  private advance(n = 1) {
    for (let k = 0; k < n; k++) {
      const c = this.text.charCodeAt(this.i);
      // the \r of \r\n is not a break by itself: its \n is
      if (c === 10 || (c === 13 && this.text.charCodeAt(this.i + 1) !== 10)) {
        this.line++;
        this.lineStart = this.i + 1;
      }
      this.i++;
    }
  }

  private col(at = this.i) {
    return at - this.lineStart + 1;
  }

  /** Skips spaces and comments; says whether there were any. */
  private layout(): boolean {
    const start = this.i;
    const t = this.text;
    while (this.i < t.length) {
      const c = t[this.i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') this.advance();
      else if (c === '%') while (this.i < t.length && t[this.i] !== '\n' && t[this.i] !== '\r') this.i++;
      else if (c === '/' && t[this.i + 1] === '*') {
        const line = this.line;
        const column = this.col();
        const end = t.indexOf('*/', this.i + 2);
        if (end < 0) {
          this.advance(t.length - this.i); // the comment runs to the end: nothing after it is read
          this.fail(line, column, 'a /* comment is never closed with */');
        }
        this.advance(end + 2 - this.i);
      } else break;
    }
    return this.i > start;
  }

  /** `what`: the kind of token, as the message names it (a number is no name). */
  private checkLength(length: number, line: number, column: number, what = 'a name') {
    if (length > this.limits.maxAtomLength) this.fail(line, column, `${what} longer than ${this.limits.maxAtomLength} characters`);
  }

  next(): Token {
    // the end of the file is reported right after the last token, where something is missing
    const endLine = this.line;
    const endColumn = this.col();
    const spaced = this.layout();
    const t = this.text;
    const line = this.line;
    const column = this.col();
    const tok = (kind: TokenKind, text: string, extra: Partial<Token> = {}): Token => ({ kind, text, line, column, spaced, ...extra });
    if (this.i >= t.length) return { kind: 'eof', text: '', line: endLine, column: endColumn, spaced };
    const c = t[this.i];
    const start = this.i;
    if (/[a-z]/.test(c) || /[A-Z_]/.test(c)) {
      while (this.i < t.length && /[A-Za-z0-9_]/.test(t[this.i])) this.i++;
      this.checkLength(this.i - start, line, column, /[a-z]/.test(c) ? 'a name' : 'a variable');
      return tok(/[a-z]/.test(c) ? 'name' : 'var', t.slice(start, this.i));
    }
    if (/[0-9]/.test(c)) return this.number(tok);
    if (c === "'") return tok('name', this.quoted(line, column), { quoted: true });
    if (c === '"' || c === '`')
      this.fail(line, column, `${c === '"' ? 'double-quoted strings' : 'back-quoted text'} are not part of the rule language: write a quoted atom 'like this'`);
    if ('()[],|{}'.includes(c)) {
      this.i++;
      return tok('punct', c);
    }
    // a full stop with a block comment right after it: `./*` is no operator of the language
    if (c === '.' && t.startsWith('/*', this.i + 1)) {
      this.i++;
      return tok('end', '.');
    }
    if (SYMBOL_CHARS.has(c)) {
      while (this.i < t.length && SYMBOL_CHARS.has(t[this.i])) this.i++;
      const text = t.slice(start, this.i);
      this.checkLength(text.length, line, column, 'an operator');
      const after = t[this.i];
      if (text === '.' && (after === undefined || after === '%' || /\s/.test(after))) return tok('end', '.');
      return tok('symbol', text);
    }
    if (c === '!' || c === ';') this.fail(line, column, `${c} is Prolog control, not data: a rule file holds facts only; nothing in it runs`);
    // the whole character, not half of a surrogate pair
    const char = String.fromCodePoint(t.codePointAt(this.i)!);
    const why = /\p{L}/u.test(char) ? ': names are written with the letters a-z and A-Z, digits and _ (other text only in a quoted atom)' : '';
    this.fail(line, column, `unexpected character ${JSON.stringify(char)}${why}`);
  }

  private number(tok: (kind: TokenKind, text: string, extra?: Partial<Token>) => Token): Token {
    const t = this.text;
    const start = this.i;
    const digits = () => {
      while (this.i < t.length && /[0-9]/.test(t[this.i])) this.i++;
    };
    digits();
    let float = false;
    if (t[this.i] === '.' && /[0-9]/.test(t[this.i + 1] ?? '')) {
      float = true;
      this.i++;
      digits();
    }
    if (/[eE]/.test(t[this.i] ?? '') && /^[eE][+-]?[0-9]/.test(t.slice(this.i, this.i + 3))) {
      float = true;
      this.i += /[+-]/.test(t[this.i + 1]) ? 2 : 1;
      digits();
    }
    const text = t.slice(start, this.i);
    this.checkLength(text.length, this.line, this.col(start), 'a number');
    if (/[A-Za-z_']/.test(t[this.i] ?? ''))
      this.fail(this.line, this.col(start), `a number runs into ${JSON.stringify(t[this.i])}: numbers are written like 60, 2.5 or 1.0e3`);
    if (!float) return tok('num', text, { num: ratio(BigInt(text), 1n) });
    const v = Number(text);
    if (!Number.isFinite(v) || Math.abs(Math.fround(v)) === Infinity) this.fail(this.line, this.col(start), `the number ${text} is out of the single-float range`);
    return tok('num', text, { num: new F32(v) });
  }

  /** A quoted atom's text. A bad escape is reported once the atom is closed, so reading goes on after the atom. */
  private quoted(line: number, column: number): string {
    const t = this.text;
    this.advance(); // the opening quote
    let out = '';
    let badEscape: { line: number; column: number; e: string } | null = null;
    for (;;) {
      if (this.i >= t.length) this.fail(line, column, 'a quoted atom is never closed with \'');
      const c = t[this.i];
      if (c === "'") {
        if (t[this.i + 1] === "'") {
          out += "'";
          this.advance(2);
          continue;
        }
        this.advance();
        if (badEscape) this.fail(badEscape.line, badEscape.column, `unknown escape \\${badEscape.e} in a quoted atom (known: \\n \\t \\\\ \\' \\")`);
        this.checkLength(out.length, line, column);
        return out;
      }
      if (c === '\\') {
        const e = t[this.i + 1];
        const escapes: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"', '`': '`' };
        if (e === '\n' || e === '\r') this.advance(e === '\r' && t[this.i + 2] === '\n' ? 3 : 2); // a continued line
        else if (e !== undefined && Object.hasOwn(escapes, e)) {
          out += escapes[e];
          this.advance(2);
        } else {
          badEscape ??= { line: this.line, column: this.col(), e: e ?? '' };
          this.advance();
        }
      } else {
        out += c;
        this.advance();
      }
    }
  }
}
