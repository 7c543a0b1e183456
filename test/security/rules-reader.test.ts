// The rule-file reader (src/rules/read-terms.ts, load-rules.ts): the fact subset of Prolog syntax
// read as data, its limits, the file checks before reading, the parsed-file cache, and the
// inventory's duplicate and override handling.
import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { World } from '../../src/kitchen/world.ts';
import { F32, Ratio } from '../../src/numbers/num.ts';
import { checkRuleText } from '../../src/rules/check-rules.ts';
import { compileRule } from '../../src/rules/compile-rule.ts';
import { EFFECTS } from '../../src/effects/index.ts';
import { FACT_FORMS } from '../../src/rules/fact-forms.ts';
import { parseRuleText, readRuleText, ruleFilesIn } from '../../src/rules/load-rules.ts';
import { readClauses } from '../../src/rules/read-terms.ts';
import { loadInventory, RULES_DIR } from '../../src/rules/registry.ts';
import { buildRuleCache, loadRuleCache, ruleCacheFrom } from '../../src/rules/rule-cache.ts';
import { type PTerm, show } from '../../src/rules/terms.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-reader-'));
const one = (text: string) => readClauses(text, 'r.pl')[0];
/** A term without the places the reader keeps (`at`), to compare shapes. */
const bare = (t: PTerm): PTerm => {
  const { at: _at, ...rest } = t;
  if (rest.t === 'compound') return { ...rest, args: rest.args.map(bare) };
  if (rest.t === 'list') return { ...rest, items: rest.items.map(bare) };
  return rest;
};
const arg = (text: string) => bare(one(`action(x, ${text}).`).args[1]);
const refusal = (text: string) => {
  try {
    readClauses(text, 'r.pl');
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('not refused');
};

describe('reading the fact language', () => {
  it('reads atoms, quoted atoms, numbers, variables, compounds and lists', () => {
    expect(arg("'it''s a \\'test\\'\\n'")).toEqual({ t: 'atom', name: "it's a 'test'\n" });
    expect(arg('_')).toEqual({ t: 'var', name: '_' });
    expect(arg('Mode')).toEqual({ t: 'var', name: 'Mode' });
    expect(arg('60')).toEqual({ t: 'num', value: 60 });
    expect(arg('-3')).toEqual({ t: 'num', value: -3 });
    expect(arg('0.0')).toEqual({ t: 'num', value: new F32(0) });
    expect(arg('2.5e3')).toEqual({ t: 'num', value: new F32(2500) });
    expect(arg('123456789012345678901234567890')).toMatchObject({ t: 'num', value: expect.any(Ratio) });
    expect(arg('[a, [b], f(c, d)]')).toEqual({
      t: 'list',
      items: [{ t: 'atom', name: 'a' }, { t: 'list', items: [{ t: 'atom', name: 'b' }] }, { t: 'compound', name: 'f', args: [{ t: 'atom', name: 'c' }, { t: 'atom', name: 'd' }] }],
    });
    expect(arg('[]')).toEqual({ t: 'list', items: [] });
    expect(arg("'+'(1, 2)")).toEqual(arg('1 + 2'));
  });

  it('reads the timing operators with their precedence and left associativity', () => {
    const tree = (t: PTerm): string => (t.t === 'compound' ? `${t.name}(${t.args.map(tree).join(', ')})` : show(t));
    expect(tree(arg('start + 60 * value(q)'))).toBe('+(start, *(60, value(q)))');
    expect(tree(arg('a - b - c'))).toBe('-(-(a, b), c)');
    expect(tree(arg('(a + b) * c'))).toBe('*(+(a, b), c)');
    expect(tree(arg('kt - -5'))).toBe('-(kt, -5)');
    // printed as rule files write them, brackets only where needed
    expect(show(arg('(a + b) * c'))).toBe('(a + b) * c');
    expect(show(arg('a - (b - c)'))).toBe('a - (b - c)');
  });

  it('skips comments of both kinds and names lines and columns 1-based', () => {
    const cs = readClauses("% a comment\n/* a block\n comment */ action(x, 'y'). % after\n  slot(a, in, t).", 'r.pl');
    expect(cs.map((c) => [c.key, c.line, c.column])).toEqual([
      ['action/2', 3, 13],
      ['slot/3', 4, 3],
    ]);
  });

  it('reads every rule file of the project and its examples', () => {
    const dirs = [RULES_DIR, join(ROOT, 'examples/extension/rules'), join(ROOT, 'examples/testing/rules')];
    const files = dirs.flatMap(ruleFilesIn);
    expect(files.length).toBeGreaterThan(40);
    for (const f of files) {
      const cs = parseRuleText(readRuleText(f), f).clauses;
      expect(cs.filter((c) => c.key === 'action/2'), f).toHaveLength(1);
      // every clause is one of the facts, at the line where its text starts
      const lines = readFileSync(f, 'utf8').split('\n');
      for (const c of cs) expect(lines[c.line - 1].slice(c.column - 1).startsWith(c.key.slice(0, c.key.lastIndexOf('/')))).toBe(true);
    }
  });

  it('refuses what is not data, saying where and what is allowed instead', () => {
    expect(refusal("action(x, 'y').\n:- dynamic(foo/1).")).toMatch(/^r\.pl:2:1: directives and rule bodies \(":-"\) are not allowed in rule files: a rule file holds facts only \(action\/2, slot\/3, mode\/3/);
    expect(refusal("action(x, 'y') :- true.")).toMatch(/^r\.pl:1:16: clauses with bodies/);
    expect(refusal("'?-'(halt).")).toMatch(/^r\.pl:1:1: directives, rules and queries \(\?-\) are not allowed in rule files, in any spelling/);
    expect(refusal('slot(a, in, t).\nfoo(1).')).toMatch(/^r\.pl:2:1: unknown fact foo\/1: it is not a fact of the rule language/);
    expect(refusal('slot(a, in).')).toMatch(/^r\.pl:1:1: unknown fact slot\/2/);
    expect(refusal('action(x, "text").')).toMatch(/^r\.pl:1:11: double-quoted strings are not part of the rule language: write a quoted atom/);
    expect(refusal('mode(1, [a | T], []).')).toMatch(/^r\.pl:1:12: lists with a tail/);
    expect(refusal('action(x, {a}).')).toMatch(/^r\.pl:1:11: curly-bracket terms/);
    expect(refusal('action(x, y) , slot(a, b, c).')).toMatch(/^r\.pl:1:14: syntax error: an operator or the full stop ending the clause expected, found ,/);
    expect(refusal('action(x, y = z).')).toMatch(/^r\.pl:1:13: syntax error: , or \) expected, found =/);
    expect(refusal('action(x, !).')).toMatch(/^r\.pl:1:11: ! is Prolog control, not data/);
    expect(refusal('action(x, y).\n/* open')).toMatch(/^r\.pl:2:1: a \/\* comment is never closed/);
    expect(refusal("action(x, 'open).")).toMatch(/^r\.pl:1:11: a quoted atom is never closed/);
    expect(refusal('action(x, 12abc).')).toMatch(/^r\.pl:1:11: a number runs into "a"/);
    expect(refusal('action(x, 1.0e99).')).toMatch(/^r\.pl:1:11: the number 1.0e99 is out of the single-float range/);
    expect(refusal('[a].')).toMatch(/^r\.pl:1:1: a clause must be a fact such as action\(Name, Description\), not a list/);
  });

  it('checks its limits while reading: depth (brackets and operators), name length, clause count', () => {
    const limits = { maxDepth: 5, maxAtomLength: 10, maxClauses: 2 };
    const read = (t: string) => readClauses(t, 'r.pl', limits);
    expect(() => read('action(x, f(f(f(a)))).')).not.toThrow();
    expect(() => read('action(x, f(f(f(f(a))))).')).toThrow(/^r\.pl:1:\d+: terms nest deeper than 5 levels/);
    expect(() => read('action(x, 1+1+1+1).')).not.toThrow();
    expect(() => read('action(x, 1+1+1+1+1).')).toThrow(/terms nest deeper than 5 levels/);
    expect(() => read('action(x, [[[[a]]]]).')).toThrow(/terms nest deeper than 5 levels/);
    expect(() => read("action(x, 'abcdefghij').")).not.toThrow();
    expect(() => read("action(x, 'abcdefghijk').")).toThrow(/^r\.pl:1:11: a name longer than 10 characters/);
    expect(() => read('action(abcdefghijk, y).')).toThrow(/a name longer than 10 characters/);
    expect(() => read('slot(a, in, t).\nslot(b, in, t).\nslot(c, in, t).')).toThrow(/^r\.pl:3:1: more than 2 clauses in one rule file/);
  });

  it('reads back any term of the language it prints (property)', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
    const term = fc.letrec<{ t: PTerm }>((tie) => ({
      t: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        name.map((n): PTerm => ({ t: 'atom', name: n })),
        fc.integer({ min: -1e6, max: 1e6 }).map((v): PTerm => ({ t: 'num', value: v === 0 ? 0 : v })),
        fc.stringMatching(/^[A-Z_][a-z0-9_]{0,4}$/).map((n): PTerm => ({ t: 'var', name: n })),
        fc.array(tie('t'), { maxLength: 3 }).map((items): PTerm => ({ t: 'list', items })),
        fc.tuple(name, fc.array(tie('t'), { minLength: 1, maxLength: 3 })).map(([n, args]): PTerm => ({ t: 'compound', name: n, args })),
      ),
    })).t;
    fc.assert(
      fc.property(term, (t) => {
        expect(arg(show(t))).toEqual(t);
      }),
      { numRuns: 300 },
    );
  });

  it('answers any text with clauses or an InputError naming file:line:column (property)', () => {
    const pieces = fc.constantFrom('action', 'slot', '(', ')', '[', ']', ',', '.', ' ', '\n', "'", '"', '%', '/*', '*/', ':-', '?-', '-', '+', '*', '|', '_', 'X', '1', '0.5', 'e', '\\', '{', '!');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(pieces, { maxLength: 40 }).map((p) => p.join(''))), (text) => {
        try {
          for (const c of readClauses(text, 'r.pl')) expect(Object.hasOwn(FACT_FORMS, c.key)).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/^r\.pl:\d+:\d+: /);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checking a rule file before reading it', () => {
  it('refuses what is not a plain file, and files over the size bound, before reading them', () => {
    const dir = tmp();
    const big = join(dir, 'big.pl');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, 300 * 1024);
    closeSync(fd);
    expect(() => readRuleText(big)).toThrow(`${big}:1:1: the rule file has 307200 bytes, more than the limit of 262144`);
    mkdirSync(join(dir, 'folder.pl'));
    expect(() => readRuleText(join(dir, 'folder.pl'))).toThrow(/:1:1: a folder, not a rule file/);
    expect(() => readRuleText('/dev/zero')).toThrow(/^\/dev\/zero:1:1: a device, not a rule file/);
    expect(() => readRuleText(join(dir, 'missing.pl'))).toThrow(/missing\.pl:1:1: cannot read the rule file: no such file or folder \(ENOENT\)/);
    if (spawnSync('mkfifo', [join(dir, 'pipe.pl')]).status === 0) expect(() => readRuleText(join(dir, 'pipe.pl'))).toThrow(/pipe\.pl:1:1: a named pipe, not a rule file/);
  });

  it('reads UTF-8 text (a byte-order mark is skipped) and refuses other bytes', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'bom.pl'), "\uFEFFaction(x, 'crème').\n");
    expect(parseRuleText(readRuleText(join(dir, 'bom.pl')), 'bom.pl').clauses[0]).toMatchObject({ line: 1, column: 1, args: [{ name: 'x' }, { name: 'crème' }] });
    writeFileSync(join(dir, 'latin1.pl'), Buffer.from([0x61, 0x28, 0xe8, 0x29, 0x2e]));
    // placed at the byte: a(è). has its È at column 3
    expect(() => readRuleText(join(dir, 'latin1.pl'))).toThrow(/latin1\.pl:1:3: the rule file is not UTF-8 text/);
    writeFileSync(join(dir, 'utf16.pl'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('action(x).\n', 'utf16le')]));
    expect(() => readRuleText(join(dir, 'utf16.pl'))).toThrow(/utf16\.pl:1:1: the text is UTF-16 \(little-endian\): it starts with the byte-order mark FF FE; save it as UTF-8/);
  });
});

describe('the parsed rule file cache', () => {
  it('gives the same clauses as reading, only for the text it was built from', () => {
    const cache = ruleCacheFrom(JSON.parse(JSON.stringify(buildRuleCache([RULES_DIR]))))!;
    for (const f of ruleFilesIn(RULES_DIR)) {
      const text = readRuleText(f);
      const name = f.slice(f.lastIndexOf('/') + 1);
      expect(cache.clausesFor(name, text), f).toEqual(parseRuleText(text, f).clauses);
      expect(cache.clausesFor(name, text + '\n')).toBeNull();
    }
    expect(cache.clausesFor('constructor', '')).toBeNull();
  });

  it('is no cache when its file is missing or malformed, and ignores entries that do not decode', () => {
    const dir = tmp();
    expect(loadRuleCache(join(dir, 'none.json'))).toBeNull();
    writeFileSync(join(dir, 'bad.json'), '{ not json');
    expect(loadRuleCache(join(dir, 'bad.json'))).toBeNull();
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ version: 0, files: {} }));
    expect(loadRuleCache(join(dir, 'old.json'))).toBeNull();
    const built = buildRuleCache([RULES_DIR]);
    const text = readRuleText(join(RULES_DIR, 'beat.pl'));
    built.files['beat.pl'].clauses[0].key = 'halt/0';
    expect(ruleCacheFrom(built)!.clausesFor('beat.pl', text)).toBeNull();
  });

  it('is used by loading: the actions are the same with and without it', () => {
    const world = World.standard();
    const cache = ruleCacheFrom(JSON.parse(JSON.stringify(buildRuleCache([RULES_DIR]))));
    const a = loadInventory(world, [], { cache });
    const b = loadInventory(world, [], { cache: null });
    expect(a.names()).toEqual(b.names());
    for (const n of a.names()) expect(a.get(n)!.modes.map((m) => [m.id, m.bound, m.line])).toEqual(b.get(n)!.modes.map((m) => [m.id, m.bound, m.line]));
  });
});

describe('rules check when the compiler fails', () => {
  it('reports an exception thrown inside the compiler as a problem of the file, not as a crash', () => {
    const world = World.standard();
    const text = readFileSync(join(RULES_DIR, 'beat.pl'), 'utf8');
    const problems = checkRuleText('r.pl', text, world, () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(problems).toEqual([{ file: 'r.pl', line: 1, message: 'the file could not be checked (a bug in irl-kitchen, please report it): Maximum call stack size exceeded' }]);
  });
});

describe('the inventory of actions', () => {
  const world = World.standard();
  const beat = readFileSync(join(RULES_DIR, 'beat.pl'), 'utf8');

  it('lets a user folder override a built-in action, with a note naming both files', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'my-beat.pl'), `% longer\n${beat.replace(/start \+ 60/g, 'start + 90')}`);
    const inv = loadInventory(world, [dir], { cache: null });
    expect(inv.get('beat')!.file).toBe(join(dir, 'my-beat.pl'));
    expect(inv.notes).toEqual([
      { code: 'action-overridden', file: join(dir, 'my-beat.pl'), line: 3, replaces: join(RULES_DIR, 'beat.pl'), message: `${join(dir, 'my-beat.pl')}:3: action beat replaces the built-in rules/beat.pl` },
    ]);
    expect(loadInventory(world, [], { cache: null }).notes).toEqual([]);
  });

  it('refuses two files of one folder defining the same action, naming both', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'a.pl'), beat);
    writeFileSync(join(dir, 'b.pl'), beat);
    expect(() => loadInventory(world, [dir], { cache: null })).toThrow(`${join(dir, 'b.pl')}:2: action beat is defined twice in one set of rule files: here and in ${join(dir, 'a.pl')}:2`);
  });

  it('keeps physics/2 facts as data on the action', () => {
    const plain = beat.replace(/^physics\(.*\n/gm, '');
    const a = compileRule(parseRuleText(`${plain}physics(1, stir(container_with_ingredients_beaten, container_with_ingredients)).\nphysics(_, none).\n`, 'p.pl'), { ontology: world.ontology, effects: EFFECTS });
    const line = plain.split('\n').length;
    expect(a.physics!.map((p) => ({ ...p, mode: bare(p.mode), term: bare(p.term) }))).toEqual([
      { mode: { t: 'num', value: 1 }, term: arg('stir(container_with_ingredients_beaten, container_with_ingredients)'), line },
      { mode: { t: 'var', name: '_' }, term: { t: 'atom', name: 'none' }, line: line + 1 },
    ]);
    expect(compileRule(parseRuleText(plain, 'p.pl'), { ontology: world.ontology, effects: EFFECTS }).physics).toBeUndefined();
  });
});
