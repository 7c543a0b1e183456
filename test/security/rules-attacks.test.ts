// Rule files that try to run code, reach files, exhaust memory or hang, given to the real command
// line as a user would: `irl-kitchen rules check DIR` and `irl-kitchen run --rules DIR`. Each is
// refused with file:line and a non-zero exit, without a stack trace, and a canary file beside
// it is neither read, written nor created.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SLOW = 60_000;
/** The bound of the acceptance criteria: every attack is answered within 10 s. */
const ANSWER_MS = 10_000;

const base = mkdtempSync(join(tmpdir(), 'irl-kitchen-rule-attacks-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const NETWORK = join(base, 'network.solution');
writeFileSync(NETWORK, '(get-kitchen ?k)\n');

const GOOD = `action(whip, 'whip a container').
slot(whipped, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, transferable_container).
slot(tool, in, can_beat).
mode(1, [kitchen_state_in, thing], [whipped, kitchen_state_out, tool]).
default(1, tool, retrieve(whisk)).
effect(_, mix_with_tool(thing, tool, beaten)).
time(_, whipped, kt + 90).
time(_, kitchen_state_out, kt + 90).
time(_, tool, none).
clock(_, kt + 90).
`;

interface Attack {
  /** The rule files of the folder, by name; a function gets the canary paths and may make files itself. */
  files: Record<string, string> | ((dir: string, canary: Canary) => void);
  /** Where the refusal must point: the file (relative to the folder) and line. */
  file: string;
  line: number;
  /** Part of the message. */
  says: RegExp;
}

interface Canary {
  secret: string;
  copy: string;
}

function canaryIn(dir: string): Canary & { check(): void } {
  const secret = join(dir, 'canary-secret.txt');
  const copy = join(dir, 'canary-copy.txt');
  writeFileSync(secret, 'the secret\n');
  // an access time before the modification time: any read would move it (relatime)
  const { mtime } = statSync(secret);
  utimesSync(secret, new Date(mtime.getTime() - 86_400_000), mtime);
  const before = statSync(secret);
  return {
    secret,
    copy,
    check() {
      const after = statSync(secret);
      expect(after.size, 'the canary was written').toBe(before.size);
      expect(after.atimeMs, 'the canary was read').toBe(before.atimeMs);
      expect(after.mtimeMs, 'the canary was written').toBe(before.mtimeMs);
      expect(existsSync(copy), 'a file was created').toBe(false);
    },
  };
}

/** `irl-kitchen ARGS`, stopped after ANSWER_MS. */
function cli(args: string[]): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['bin/irl-kitchen.js', ...args], { cwd: ROOT, timeout: ANSWER_MS });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code, signal) => done({ code, signal, out }));
  });
}

/** Runs the attack through `rules check` and `run --rules`; both must refuse it. */
function attack(name: string, a: Attack) {
  it(
    name,
    async () => {
      const dir = mkdtempSync(join(base, 'case-'));
      const rules = join(dir, 'rules');
      mkdirSync(rules);
      const canary = canaryIn(dir);
      if (typeof a.files === 'function') a.files(rules, canary);
      else for (const [f, text] of Object.entries(a.files)) writeFileSync(join(rules, f), text.replaceAll('SECRET', canary.secret).replaceAll('COPY', canary.copy));
      const where = `${join(rules, a.file)}:${a.line}`;
      const commands = [
        ['rules', 'check', rules],
        ['run', '--rules', rules, NETWORK],
      ];
      for (const [i, args] of commands.entries()) {
        // one at a time: the bound is on each command, not on two sharing the processor
        const r = await cli(args);
        expect(r.signal, `${commands[i][0]} was stopped after ${ANSWER_MS} ms`).toBeNull();
        expect(r.code, r.out).not.toBe(0);
        expect(r.out).toContain(where);
        expect(r.out).toMatch(a.says);
        expect(r.out, 'a stack trace').not.toMatch(/^\s+at /m);
        expect(r.out).not.toMatch(/no problems/);
        canary.check();
      }
    },
    SLOW,
  );
}

const copyGoal = "open('SECRET', read, In), read(In, T), open('COPY', write, Out), write(Out, T), close(Out)";
const NOT_ALLOWED = /not allowed in rule files: a rule file holds facts only/;

describe('rule files that try to run Prolog while they are read', () => {
  attack('a query ?- Goal.', { files: { 'x.pl': `${GOOD}?- ${copyGoal}.\n` }, file: 'x.pl', line: 14, says: /queries \("\?- \.\.\."\) are not allowed/ });
  attack('a directive after a comment', { files: { 'x.pl': `${GOOD}% harmless\n   /* really */ :- initialization((${copyGoal})).\n` }, file: 'x.pl', line: 15, says: NOT_ALLOWED });
  attack('a directive later on a line', { files: { 'x.pl': `action(x, 'y'). :- initialization((${copyGoal})).\n` }, file: 'x.pl', line: 1, says: NOT_ALLOWED });
  attack("the canonical form ':-'(Goal)", { files: { 'x.pl': `${GOOD}':-'(initialization((${copyGoal}))).\n` }, file: 'x.pl', line: 14, says: /in any spelling/ });
  attack('a parenthesised directive (:- Goal)', { files: { 'x.pl': `${GOOD}(:- initialization((${copyGoal}))).\n` }, file: 'x.pl', line: 14, says: NOT_ALLOWED });
  attack('a term_expansion clause', { files: { 'x.pl': `term_expansion(action(A, B), action(A, B)) :- ${copyGoal}.\n${GOOD}` }, file: 'x.pl', line: 1, says: /clauses with bodies/ });
  attack('a term_expansion fact', { files: { 'x.pl': `${GOOD}term_expansion(action(A, B), [action(A, B)]).\n` }, file: 'x.pl', line: 14, says: /unknown fact term_expansion\/2: rule files are never expanded or run/ });
  attack('a goal_expansion clause', { files: { 'x.pl': `${GOOD}goal_expansion(G, G) :- ${copyGoal}.\n` }, file: 'x.pl', line: 14, says: /clauses with bodies/ });
  attack('consult/1', { files: { 'x.pl': `:- consult('SECRET').\n${GOOD}` }, file: 'x.pl', line: 1, says: NOT_ALLOWED });
  attack('see/1 in a query', { files: { 'x.pl': `${GOOD}?- see('SECRET'), read(T), seen.\n` }, file: 'x.pl', line: 14, says: /queries/ });
  attack('tell/1 in a directive', { files: { 'x.pl': `${GOOD}:- tell('COPY'), write(pwned), told.\n` }, file: 'x.pl', line: 14, says: NOT_ALLOWED });
  attack('open/3 in a rule body', { files: { 'x.pl': GOOD.replace('slot(tool, in, can_beat).', `slot(tool, in, T) :- ${copyGoal}, T = can_beat.`) }, file: 'x.pl', line: 6, says: /clauses with bodies/ });
  attack('use_module(library(os))', { files: { 'x.pl': `:- use_module(library(os)).\n${GOOD}` }, file: 'x.pl', line: 1, says: NOT_ALLOWED });
  attack('use_module(library(js))', { files: { 'x.pl': `${GOOD}?- use_module(library(js)), eval('1').\n` }, file: 'x.pl', line: 14, says: /queries/ });
  attack('set_prolog_flag', { files: { 'x.pl': `:- set_prolog_flag(double_quotes, atom).\n${GOOD}` }, file: 'x.pl', line: 1, says: NOT_ALLOWED });
  attack('op/3 as a directive', { files: { 'x.pl': `:- op(700, xfx, ===).\n${GOOD}` }, file: 'x.pl', line: 1, says: NOT_ALLOWED });
  attack('op/3 as a fact', { files: { 'x.pl': `${GOOD}op(200, xfy, ^).\n` }, file: 'x.pl', line: 14, says: /unknown fact op\/3: operators cannot be declared/ });
  attack('?- halt.', { files: { 'x.pl': `?- halt.\n${GOOD}` }, file: 'x.pl', line: 1, says: /queries/ });
  attack('a grammar rule -->', { files: { 'x.pl': `${GOOD}greeting --> [hello].\n` }, file: 'x.pl', line: 14, says: /grammar rules/ });
});

describe('rule files that try to exhaust memory or time', () => {
  attack('allocating a huge list in a query', { files: { 'x.pl': `${GOOD}?- length(L, 60000000), msort(L, _).\n` }, file: 'x.pl', line: 14, says: /queries/ });
  attack('a cyclic-looking term', { files: { 'x.pl': `${GOOD}?- X = f(X), copy_term(X, _).\n` }, file: 'x.pl', line: 14, says: /queries/ });
  attack('a cyclic-looking fact', { files: { 'x.pl': GOOD.replace('slot(tool, in, can_beat).', 'slot(X, in, f(X)).') }, file: 'x.pl', line: 6, says: /X cannot name a slot/ });
  attack('nesting 500 levels deep', { files: { 'x.pl': `${GOOD}action(x, ${'f('.repeat(500)}a${')'.repeat(500)}).\n` }, file: 'x.pl', line: 14, says: /terms nest deeper than 64 levels/ });
  attack('nesting 100,000 levels deep', { files: { 'x.pl': `${GOOD}action(x, ${'['.repeat(100_000)}).\n` }, file: 'x.pl', line: 14, says: /terms nest deeper than 64 levels/ });
  attack('a long chain of operators', { files: { 'x.pl': `${GOOD}clock(1, ${Array(20_000).fill('1').join('+')}).\n` }, file: 'x.pl', line: 14, says: /terms nest deeper than 64 levels/ });
  attack('a huge atom', { files: { 'x.pl': `${GOOD}action(x, '${'a'.repeat(200_000)}').\n` }, file: 'x.pl', line: 14, says: /a name longer than 4096 characters/ });
  attack('a 100 MB file (refused before it is read)', {
    files: (dir) => {
      const fd = openSync(join(dir, 'big.pl'), 'w');
      ftruncateSync(fd, 100 * 1024 * 1024);
      closeSync(fd);
    },
    file: 'big.pl',
    line: 1,
    says: /the rule file has 104857600 bytes, more than the limit of 262144/,
  });
  const fifo = spawnSync('mkfifo', ['--help']).status === 0;
  (fifo ? attack : (name: string) => it.skip(`${name} (no mkfifo here)`))('a named pipe called x.pl', {
    files: (dir) => {
      const made = spawnSync('mkfifo', [join(dir, 'x.pl')]);
      expect(made.status).toBe(0);
    },
    file: 'x.pl',
    line: 1,
    says: /a named pipe, not a rule file/,
  });
  attack('a folder called x.pl', { files: (dir) => mkdirSync(join(dir, 'x.pl')), file: 'x.pl', line: 1, says: /a folder, not a rule file/ });
});

describe('rule files whose facts do not match the vocabulary', () => {
  attack('an effect with too few arguments', { files: { 'x.pl': GOOD.replace('mix_with_tool(thing, tool, beaten)', 'mix_with_tool(thing)') }, file: 'x.pl', line: 9, says: /effect mix_with_tool takes 3 arguments/ });
  attack('an effect with too many arguments', { files: { 'x.pl': GOOD.replace('tool, beaten)', 'tool, beaten, 7)') }, file: 'x.pl', line: 9, says: /takes 3 arguments.*got 4/ });
  attack('an effect argument of the wrong kind', { files: { 'x.pl': GOOD.replace('thing, tool, beaten', 'thing, slot(tool), beaten') }, file: 'x.pl', line: 9, says: /must be a slot of whip, got slot\(tool\)/ });
  attack('an effect argument of the wrong type', { files: { 'x.pl': GOOD.replace('thing, tool, beaten', 'tool, thing, beaten') }, file: 'x.pl', line: 9, says: /argument 1 \(container\) of mix_with_tool must be a slot whose values can be transferable_container; slot tool holds can_beat/ });
  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '__defineGetter__'])
    attack(`an effect named ${name}, inherited by JavaScript objects`, {
      files: { 'x.pl': GOOD.replace('mix_with_tool(thing, tool, beaten)', `'${name}'(thing)`) },
      file: 'x.pl',
      line: 9,
      says: new RegExp(`unknown effect ${name} \\(the vocabulary: `),
    });
  attack('a slot named constructor', { files: { 'x.pl': GOOD.replaceAll('thing', 'constructor') }, file: 'x.pl', line: 5, says: /constructor cannot name a slot/ });
  attack('one action defined in two files of one folder', { files: { 'a.pl': GOOD, 'b.pl': `% the same action again\n${GOOD}` }, file: 'b.pl', line: 2, says: /action whip is defined twice in one set of rule files: here and in .*a\.pl:1/ });
  attack('facts the checks cannot read (modes that are not lists)', {
    files: { 'x.pl': GOOD.replace('mode(1, [kitchen_state_in, thing], [whipped, kitchen_state_out, tool]).', 'mode(1, kitchen_state_in, f([whipped])).') },
    file: 'x.pl',
    line: 7,
    says: /expected a list of slot names/,
  });
});
