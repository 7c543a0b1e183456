// One line of a `.solution` file read with the grammar (grammar/solution.ohm), which words every
// problem: the lines the fast reader (fast-line.ts) does not take. The grammar's semantic actions
// give a line its meaning.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Ohm from 'ohm-js';
import { PACKAGE_ROOT } from '../package-root.ts';
import type { ParseProblem, Predicate, Term } from './ast.ts';
import { at, atomTerm, type LineContext, type LineMeaning, type LineRead } from './fast-line.ts';
import { invisibleIn, invisibleMessage } from './invisible.ts';
import { fixAt, foundAt, idEscapeAt } from './syntax-hints.ts';
// ohm and the grammar are loaded on the first line the fast reader does not take: loading and
// building them costs a cold process about 0.17 s, and valid files never need them.
let built: { grammar: Ohm.Grammar; semantics: Ohm.Semantics } | null = null;

function grammarAndSemantics(): { grammar: Ohm.Grammar; semantics: Ohm.Semantics } {
  if (built) return built;
  const ohm = createRequire(import.meta.url)('ohm-js') as typeof Ohm;
  const grammar = ohm.grammar(readFileSync(join(PACKAGE_ROOT, 'grammar/solution.ohm'), 'utf8'));
  built = { grammar, semantics: grammar.createSemantics() };
  addMeaning(built.semantics);
  return built;
}

// The line being read. Semantic actions read it from here rather than from operation arguments,
// which ohm makes costly (a fifth of the parse time); parsing is synchronous, so one slot is enough.
let reading: LineContext = { file: '', line: 0, problems: [] };

function addMeaning(semantics: Ohm.Semantics) {
  semantics.addOperation<LineMeaning>('meaning', {
    line(inner) {
      return inner.meaning();
    },
    headerLine(_blanks, hash, blanks2, id, _rest) {
      const idNode = id.children[0];
      // an escape continues a Lisp token: the reference's id is not the part before it
      const escape = idEscapeAt(hash.source.sourceString, idNode ? idNode.source.endIdx : blanks2.source.endIdx);
      if (escape) {
        reading.problems.push({ place: at(reading, idNode ? idNode.source.endIdx : blanks2.source.endIdx), message: escape });
        return { kind: 'header', id: null, place: at(reading, hash.source.startIdx) };
      }
      if (!idNode) {
        const found = foundAt(hash.source.sourceString, blanks2.source.endIdx);
        reading.problems.push({ place: at(reading, hash.source.endIdx), message: `empty recipe id after "#"${found}` });
        return { kind: 'header', id: null, place: at(reading, hash.source.startIdx) };
      }
      const hidden = invisibleIn(idNode.sourceString);
      if (hidden) {
        // still a header, so that the lines below do not join the recipe above; as with an empty id, it has none
        reading.problems.push({ place: at(reading, idNode.source.startIdx + hidden.index), message: invisibleMessage('recipe id', idNode.sourceString, hidden) });
        return { kind: 'header', id: null, place: at(reading, hash.source.startIdx) };
      }
      return { kind: 'header', id: idNode.sourceString.toLowerCase(), place: at(reading, hash.source.startIdx) };
    },
    predicateLine(_blanks, first, _blanks2, extra, _blanks3, _comment, _eol) {
      // Like the reference reader we keep only the first form, but we say so.
      for (const ignored of extra.children) {
        reading.problems.push({
          place: at(reading, ignored.source.startIdx),
          message: 'more than one predicate on this line: only the first is read, put each on its own line',
        });
      }
      const predicate: Omit<Predicate, 'index'> | null = first.predicate();
      return predicate ? { kind: 'predicate', predicate } : { kind: 'nothing' };
    },
    blankLine(_blanks, _comment, _eol) {
      return { kind: 'nothing' };
    },
  });

  semantics.addOperation<Omit<Predicate, 'index'> | null>('predicate', {
    predicate(open, _b, name, _b2, terms, _b3, _close) {
      const place = at(reading, open.source.startIdx);
      const head: Term = name.term();
      if (head.kind !== 'symbol') {
        // The grammar already refuses variables; a number can only be told apart here.
        reading.problems.push({ place: head.place, message: `expected a predicate name, not the number ${name.sourceString}` });
        return null;
      }
      return { name: head.name, args: terms.children.map((t) => t.term()), place };
    },
  });

  semantics.addOperation<Term>('term', {
    name(atom) {
      return atom.term();
    },
    term(inner) {
      return inner.term();
    },
    list(open, _b, items, _b2, _close) {
      return { kind: 'list', items: items.children.map((t) => t.term()), place: at(reading, open.source.startIdx) };
    },
    atom(_chars) {
      const token = this.sourceString;
      const hidden = invisibleIn(token);
      if (hidden) {
        // a name that looks like another: the whole line is refused, as for a number out of range
        const kind = token.startsWith('?') ? 'variable' : 'name';
        reading.problems.push({ place: at(reading, this.source.startIdx + hidden.index), message: `${invisibleMessage(kind, token, hidden)}; line not read` });
        reading.refused = true;
      }
      return atomTerm(token, at(reading, this.source.startIdx), reading);
    },
  });
}

/** Reads one line with the grammar, which words every problem; exported for the tests of the fast reader. */
export function readLineWithGrammar(text: string, file: string, line: number): LineRead {
  const ctx: LineContext = { file, line, problems: [] };
  const { grammar, semantics } = grammarAndSemantics();
  const match = grammar.match(text);
  if (match.failed()) {
    const where = match.getRightmostFailurePosition();
    // what stands there is named when the expectation alone would not explain it (a stray BOM, a string, a fence)
    const fix = fixAt(text, where);
    const problem: ParseProblem = { place: at(ctx, where), message: `expected ${match.getExpectedText()}${foundAt(text, where)}`, ...(fix ? { hint: fix } : {}) };
    return { meaning: { kind: 'nothing' }, problems: [problem] };
  }
  reading = ctx;
  const meaning: LineMeaning = semantics(match).meaning();
  return { meaning: ctx.refused ? { kind: 'nothing' } : meaning, problems: ctx.problems };
}
