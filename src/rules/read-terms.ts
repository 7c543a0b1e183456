// Reads rule text term by term as data: the fact subset of Prolog syntax the rule language uses
// (atoms, quoted atoms, numbers, variables, compound terms, lists, the infix + - * of timing
// expressions, comments). Nothing is consulted or executed, and no operator can be declared:
// anything outside this subset is an error naming file:line:column and what is allowed instead.
// After an error, reading goes on at the next clause, so every such problem of a file is reported.
import { InputError } from '../errors.ts';
import { F32, type Num, ratio } from '../numbers/num.ts';
import { didYouMean } from '../did-you-mean.ts';
import { FACT_FORMS, FACT_LIST, isFactForm, RULE_LIMITS } from './fact-forms.ts';
import { Lexer, type Token } from './rule-lexer.ts';
import { problemsOf, RuleFileError, type RuleProblem } from './problems.ts';
import type { PTerm } from './terms.ts';

export interface RuleClause {
  /** Predicate name and arity, e.g. `time/3`. */
  key: string;
  args: PTerm[];
  line: number;
  column: number;
}

export interface ReadLimits {
  maxDepth: number;
  maxAtomLength: number;
  maxClauses: number;
}

const INFIX: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, { '+': 500, '-': 500, '*': 400 });

const FACTS_ONLY = `a rule file holds facts only (${FACT_LIST}); nothing in it runs`;

type Parsed = [term: PTerm, depth: number];

/** Problems of one file listed before reading stops: a file of nothing but errors is not echoed whole. */
export const MAX_READ_PROBLEMS = 100;

/** A recursive-descent reader of one clause at a time; nesting is bounded before it recurses. */
class Reader {
  /** The next token, read when first looked at: a token the lexer refuses is not yet consumed. */
  private ahead: Token | null = null;
  private depth = 0;
  /** The line of the last token taken: a clause that runs on into a new line may lack its full stop. */
  private lastLine = 0;

  constructor(
    private readonly lex: Lexer,
    private readonly limits: ReadLimits,
  ) {}

  private get tok(): Token {
    this.ahead ??= this.lex.next();
    return this.ahead;
  }

  private fail(at: Token, message: string): never {
    return this.lex.fail(at.line, at.column, message);
  }

  private take(): Token {
    const t = this.tok;
    this.ahead = null;
    this.lastLine = t.line;
    return t;
  }

  /** After a syntax error: skips the rest of the clause, up to its full stop, where reading goes on. */
  recover(): void {
    this.depth = 0;
    for (;;) {
      let t: Token;
      try {
        t = this.take();
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        this.lex.skipCharacter(); // the character the lexer refused belongs to the broken clause
        continue;
      }
      if (t.kind === 'end' || t.kind === 'eof') return;
    }
  }

  private expect(text: string, what: string) {
    if (this.tok.kind === 'punct' && this.tok.text === text) return this.take();
    return this.unexpected(what);
  }

  private unexpected(what: string, advice = ''): never {
    const t = this.tok;
    if (t.kind === 'symbol' && (t.text === ':-' || t.text === '?-' || t.text === '-->')) this.refuseNeck(t);
    const seen = t.kind === 'eof' ? 'the end of the file' : t.kind === 'end' ? 'the end of the clause' : t.text;
    // `start / 2`, `a = b`: an operator the language does not have
    const operators = t.kind === 'symbol' ? " (the rule language's operators are the infix + - *)" : '';
    // `pre (_, …)`: a compound's name and its bracket are written together
    const bracket = t.kind === 'punct' && t.text === '(' && t.spaced ? ' (a name and the ( of its arguments are written with nothing between them: f(…))' : '';
    return this.fail(t, `syntax error: ${what} expected, found ${seen}${operators}${bracket}${advice}`);
  }

  /** `:-`, `?-` and `-->` anywhere: the forms of directives, rules, queries and grammar rules. */
  private refuseNeck(t: Token): never {
    if (t.text === '?-') this.fail(t, `queries ("?- ...") are not allowed in rule files: ${FACTS_ONLY}`);
    if (t.text === '-->') this.fail(t, `grammar rules ("-->") are not allowed in rule files: ${FACTS_ONLY}`);
    this.fail(t, `directives and rule bodies (":-") are not allowed in rule files: ${FACTS_ONLY}`);
  }

  /** `':-'(Goal)`, `'?-'(Goal)`: refused before their arguments are even read. */
  private refuseSpelled(t: Token): never {
    return this.fail(t, `directives, rules and queries (${t.text}) are not allowed in rule files, in any spelling: ${FACTS_ONLY}`);
  }

  atEof(): boolean {
    return this.tok.kind === 'eof';
  }

  /** One clause: a fact of the rule language, ended by a full stop; null (and a problem in `unknown`) for a fact the language lacks. */
  clause(unknown: (message: string, at: Token) => void): RuleClause | null {
    const first = this.tok;
    if (first.kind === 'symbol' && (first.text === ':-' || first.text === '?-')) this.refuseNeck(first);
    if (first.kind === 'name' && (first.text === ':-' || first.text === '?-')) this.refuseSpelled(first);
    const [head] = this.term(1200);
    if (this.tok.kind !== 'end') {
      if (this.tok.kind === 'symbol' && this.tok.text === ':-') this.fail(this.tok, `clauses with bodies (":-") are not allowed in rule files: ${FACTS_ONLY}`);
      // `pre(_, a)` then `pre(_, b).` on the next line: the first lacks its full stop
      const stop = this.tok.kind === 'name' && this.tok.line > this.lastLine ? ` (is the full stop missing at the end of line ${this.lastLine}?)` : '';
      this.unexpected('an operator or the full stop ending the clause', stop);
    }
    const name = head.t === 'atom' || head.t === 'compound' ? head.name : null;
    const args = head.t === 'compound' ? head.args : [];
    // refused before the full stop is taken: reading goes on after it (recover)
    if (name === null) this.fail(first, `a clause must be a fact such as action(Name, Description), not ${head.t === 'var' ? 'a variable' : head.t === 'num' ? 'a number' : 'a list'}`);
    if (name === ':-' || name === '?-') this.refuseSpelled(first);
    this.take();
    const key = `${name}/${args.length}`;
    if (!isFactForm(key)) {
      const why =
        name === 'term_expansion' || name === 'goal_expansion'
          ? 'rule files are never expanded or run'
          : name === 'op'
            ? 'operators cannot be declared'
            : 'it is not a fact of the rule language';
      unknown(`unknown fact ${key}${didYouMean(key, Object.keys(FACT_FORMS))}: ${why}; ${FACTS_ONLY}`, first);
      return null;
    }
    return { key, args, line: first.line, column: first.column };
  }

  /** A term of at most precedence `max`: operands joined by the infix + - * (left-associative). */
  private term(max: number): Parsed {
    let [left, depth] = this.primary();
    let leftPrec = 0;
    for (;;) {
      const op = this.tok;
      const prec = op.kind === 'symbol' && Object.hasOwn(INFIX, op.text) ? INFIX[op.text] : null;
      if (prec === null || prec > max || leftPrec > prec) break;
      this.take();
      const [right, rd] = this.nested(() => this.term(prec - 1));
      depth = Math.max(depth, rd) + 1;
      if (depth > this.limits.maxDepth) this.fail(op, `terms nest deeper than ${this.limits.maxDepth} levels`);
      left = { t: 'compound', name: op.text, args: [left, right], at: left.at };
      leftPrec = prec;
    }
    return [left, depth];
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > this.limits.maxDepth) this.fail(this.tok, `terms nest deeper than ${this.limits.maxDepth} levels`);
    const out = read();
    this.depth--;
    return out;
  }

  /** A term with the place of the token it starts at. */
  private primary(): Parsed {
    const start = this.tok;
    const parsed = this.primaryAt();
    parsed[0].at ??= { line: start.line, column: start.column };
    return parsed;
  }

  private primaryAt(): Parsed {
    const t = this.tok;
    switch (t.kind) {
      case 'num':
        this.take();
        return [{ t: 'num', value: t.num! }, 1];
      case 'var':
        this.take();
        return [{ t: 'var', name: t.text }, 1];
      case 'name':
        this.take();
        return this.afterName(t);
      case 'symbol': {
        if (t.text === ':-' || t.text === '?-' || t.text === '-->') this.refuseNeck(t);
        this.take();
        // -5: a negative number; +(A, B): an operator written as a functor; foo(+): an atom
        if (t.text === '-' && this.tok.kind === 'num' && !this.tok.spaced) {
          return [{ t: 'num', value: negate(this.take().num!) }, 1];
        }
        if (this.tok.kind === 'punct' && !this.tok.spaced && this.tok.text === '(') return this.afterName(t);
        if (this.tok.kind === 'punct' && ',)]|'.includes(this.tok.text)) return [{ t: 'atom', name: t.text }, 1];
        return this.fail(t, `syntax error: the operator ${t.text} cannot start a term (the rule language's operators are the infix + - *)`);
      }
      case 'punct':
        if (t.text === '(') {
          this.take();
          const inner = this.nested(() => this.term(1200));
          this.expect(')', ')');
          return inner;
        }
        if (t.text === '[') return this.list();
        if (t.text === '{') return this.fail(t, 'curly-bracket terms are not part of the rule language');
        return this.unexpected('a term');
      default:
        return this.unexpected('a term');
    }
  }

  private afterName(name: Token): Parsed {
    if (!(this.tok.kind === 'punct' && this.tok.text === '(' && !this.tok.spaced)) return [{ t: 'atom', name: name.text }, 1];
    this.take();
    return this.nested(() => {
      const [args, depth] = this.items();
      this.expect(')', ', or )');
      return this.bounded({ t: 'compound', name: name.text, args }, depth + 1, name);
    });
  }

  /** Comma-separated terms (a compound's arguments, a list's items) and the deepest one's depth. */
  private items(): [PTerm[], number] {
    const items: PTerm[] = [];
    let depth = 0;
    for (;;) {
      const [a, d] = this.term(999);
      items.push(a);
      depth = Math.max(depth, d);
      if (!(this.tok.kind === 'punct' && this.tok.text === ',')) return [items, depth];
      this.take();
    }
  }

  /** Operators inside arguments make trees deeper than the brackets: both count. */
  private bounded(term: PTerm, depth: number, at: Token): Parsed {
    if (depth > this.limits.maxDepth) this.fail(at, `terms nest deeper than ${this.limits.maxDepth} levels`);
    return [term, depth];
  }

  private list(): Parsed {
    const open = this.take(); // [
    if (this.tok.kind === 'punct' && this.tok.text === ']') {
      this.take();
      return [{ t: 'list', items: [] }, 1];
    }
    return this.nested(() => {
      const [items, depth] = this.items();
      if (this.tok.kind === 'punct' && this.tok.text === '|') this.fail(this.tok, 'lists with a tail ([A|B]) are not part of the rule language: write every item');
      this.expect(']', ', or ]');
      return this.bounded({ t: 'list', items }, depth + 1, open);
    });
  }
}

function negate(n: Num): Num {
  if (typeof n === 'number') return n === 0 ? 0 : -n;
  if (n instanceof F32) return new F32(-n.v);
  return ratio(-n.n, n.d);
}

/**
 * Reads every clause of a rule text. Problems are collected, reading going on at the clause after
 * each, and thrown together (a RuleFileError, each at its file:line:column) once the text is read.
 */
export function readClauses(text: string, file: string, limits: ReadLimits = RULE_LIMITS): RuleClause[] {
  const lexer = new Lexer(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text, file, limits);
  const reader = new Reader(lexer, limits);
  const clauses: RuleClause[] = [];
  const problems: RuleProblem[] = [];
  const unknown = (message: string, at: Token) => problems.push({ file, line: at.line, column: at.column, message });
  while (problems.length < MAX_READ_PROBLEMS) {
    try {
      if (reader.atEof()) break;
      const c = reader.clause(unknown);
      if (c && clauses.length >= limits.maxClauses) lexer.fail(c.line, c.column, `more than ${limits.maxClauses} clauses in one rule file`);
      if (c) clauses.push(c);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(...problemsOf(e, file));
      // past the bound on clauses, the rest of the file is not read
      if (clauses.length >= limits.maxClauses) break;
      reader.recover();
    }
  }
  if (problems.length >= MAX_READ_PROBLEMS) {
    const last = problems[problems.length - 1];
    problems.push({ file, line: last.line, column: last.column, message: `reading stopped after ${MAX_READ_PROBLEMS} problems; what follows is not read` });
  }
  if (problems.length) throw new RuleFileError(problems);
  return clauses;
}
