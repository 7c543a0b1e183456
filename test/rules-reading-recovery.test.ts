// Reading a rule file goes on after a syntax error or an unknown fact, at the next clause, so that
// `rules check` and loading report every such problem of the file at once, each at its place.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { World } from '../src/kitchen/world.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { RuleFileError } from '../src/rules/problems.ts';
import { MAX_READ_PROBLEMS, readClauses } from '../src/rules/read-terms.ts';

const ROOT = resolve(import.meta.dirname, '..');
const world = World.standard();
const places = (text: string) => checkRuleText('r.pl', text, world).map((p) => `${p.line}:${p.column}: ${p.message}`);

/** A small action with one problem on each of lines 3 to 7. */
const broken = [
  "action(stir_once, 'stir once').",
  'slot(kitchen_state_out, out, kitchen_state).',
  'slot(kitchen_state_in, in, kitchen_state.', // a ) missing
  'mode(1, [kitchen_state_in], [kitchen_state_out])', // the full stop missing: the next clause is part of it
  'clok(_, kt + 5).', // read as the rest of line 4's clause
  "effect(_, 'a\\q').", // an unknown escape
  'time(_, kitchen_state_out, kt) ! .', // Prolog control
  'clok(_, kt + 5).', // an unknown fact
  'phisics(_, none).', // another
].join('\n');

/** `irl-kitchen ARGS` from the repository root, as a user runs it. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/irl-kitchen.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('reading goes on after a problem', () => {
  it('reports every syntax error and unknown fact of a file, in file order', () => {
    expect(places(broken)).toEqual([
      '3:41: syntax error: , or ) expected, found the end of the clause',
      '5:1: syntax error: an operator or the full stop ending the clause expected, found clok (is the full stop missing at the end of line 4?)',
      '6:13: unknown escape \\q in a quoted atom (known: \\n \\t \\\\ \\\' \\")',
      '7:32: ! is Prolog control, not data: a rule file holds facts only; nothing in it runs',
      expect.stringMatching(/^8:1: unknown fact clok\/2 \(did you mean clock\/2\?\): it is not a fact of the rule language/),
      expect.stringMatching(/^9:1: unknown fact phisics\/2 \(did you mean physics\/2\?\): it is not a fact of the rule language/),
    ]);
  });

  it('reads the clauses around a broken one', () => {
    // the clause after a bad character, and the one after a bad escape, are read and their problems found
    expect(places("action(a, 'b').\nslot(x, in, t) ; y.\nslot(y, in, 'q\\z').\nfoo(1).\n")).toEqual([
      '2:16: ; is Prolog control, not data: a rule file holds facts only; nothing in it runs',
      '3:15: unknown escape \\z in a quoted atom (known: \\n \\t \\\\ \\\' \\")',
      expect.stringMatching(/^4:1: unknown fact foo\/1/),
    ]);
  });

  it('goes on at the clause after one that is no fact', () => {
    expect(places("X.\naction(a, 'b').\n':-'(halt).\n[a].\nfoo(1).\n")).toEqual([
      '1:1: a clause must be a fact such as action(Name, Description), not a variable',
      expect.stringMatching(/^3:1: directives, rules and queries \(:-\) are not allowed in rule files/),
      '4:1: a clause must be a fact such as action(Name, Description), not a list',
      expect.stringMatching(/^5:1: unknown fact foo\/1/),
    ]);
  });

  it('stops at a comment that is never closed, and at the bound on clauses', () => {
    expect(places("action(a, 'b').\n/* open\nslot(x, in, t ; .\nfoo(1).\n")).toEqual(['2:1: a /* comment is never closed with */']);
    const limits = { maxDepth: 10, maxAtomLength: 100, maxClauses: 2 };
    const problems = (() => {
      try {
        readClauses('slot(a, in, t).\nslot(b, in, t).\nslot(c, in, t).\nslot(d, in, t ; .\n', 'r.pl', limits);
      } catch (e) {
        return (e as RuleFileError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([{ file: 'r.pl', line: 3, column: 1, message: 'more than 2 clauses in one rule file' }]);
  });

  it('lists at most MAX_READ_PROBLEMS problems of one file, and says it stopped', () => {
    const text = 'x ! .\n'.repeat(MAX_READ_PROBLEMS * 3);
    const found = places(text);
    expect(found).toHaveLength(MAX_READ_PROBLEMS + 1);
    expect(found[MAX_READ_PROBLEMS - 1]).toBe(`${MAX_READ_PROBLEMS}:3: ! is Prolog control, not data: a rule file holds facts only; nothing in it runs`);
    expect(found[MAX_READ_PROBLEMS]).toBe(`${MAX_READ_PROBLEMS}:3: reading stopped after ${MAX_READ_PROBLEMS} problems; what follows is not read`);
  });

  it('says which operators the language has where another one is written', () => {
    expect(places("action(a, 'b').\nclock(_, start / 2).\nclock(_, kt = 2).\n")).toEqual([
      "2:16: syntax error: , or ) expected, found / (the rule language's operators are the infix + - *)",
      "3:13: syntax error: , or ) expected, found = (the rule language's operators are the infix + - *)",
    ]);
  });

  it('reads a full stop followed by a block comment, and says how a compound is written', () => {
    expect(readClauses("action(a, 'b')./* the name */\nslot(x, in, t)./**/", 'r.pl').map((c) => c.key)).toEqual(['action/2', 'slot/3']);
    expect(places("action(a, 'b').\nslot (x, in, t).\n")).toEqual(['2:6: syntax error: an operator or the full stop ending the clause expected, found ( (a name and the ( of its arguments are written with nothing between them: f(…))']);
  });

  it('names a character outside the language whole, with how names are written', () => {
    expect(places("action(a, 'b').\nslot(🍰, in, t).\nslot(tööl, in, t).\n")).toEqual([
      '2:6: unexpected character "🍰"',
      '3:7: unexpected character "ö": names are written with the letters a-z and A-Z, digits and _ (other text only in a quoted atom)',
    ]);
  });

  it('rules check and --rules name every problem of the file (exit 1 and 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-recovery-'));
    writeFileSync(join(dir, 'stir-once.pl'), broken);
    const check = cli('rules', 'check', dir);
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/stir-once\.pl:3:41: syntax error/);
    expect(check.out).toMatch(/stir-once\.pl:9:1: unknown fact phisics\/2/);
    expect(check.out.trim().split('\n').at(-1)).toBe(`6 problems in 1 rule file of ${dir}`);
    const network = join(dir, 'n.solution');
    writeFileSync(network, '#n\n(get-kitchen ?k)\n');
    const run = cli('run', network, '--rules', dir);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/stir-once\.pl:3:41: syntax error[^]*stir-once\.pl:9:1: unknown fact phisics\/2/);
  });
});
