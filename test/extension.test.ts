// The worked extension example (examples/extension, docs/EXTENDING.md): two new actions written
// only as rule files, a new ingredient and a kitchen that stocks it, run through the CLI as a
// user types it; and the `extends:`/`add:` kitchen form of ontology files it relies on.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { amountUnit, amountValue, Entity, Factory } from '../src/kitchen/entity.ts';
import { World } from '../src/kitchen/world.ts';
import { Simulator } from '../src/simulator.ts';

const ROOT = resolve(import.meta.dirname, '..');
const EXAMPLE = 'examples/extension';
const NETWORK = `${EXAMPLE}/network.solution`;
const RULES = `${EXAMPLE}/rules`;
const ONTOLOGY = `${EXAMPLE}/ontology.yaml`;
const SLOW = 60_000;

/** `irl-kitchen ARGS` from the repository root, as a user runs it. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/irl-kitchen.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: SLOW });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Report {
  recipeId: string;
  status: string;
  executionTime: number | null;
  timeline: { line: number; action: string; start: number; end: number; failed: boolean }[];
  dishes: string[];
  messages: string[];
}

function runJson(...args: string[]): { code: number | null; reports: Report[] } {
  const r = cli('run', ...args, '--json');
  return { code: r.code, reports: JSON.parse(r.stdout) as Report[] };
}

const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-extension-'));

describe('the extension example through the CLI', () => {
  it(
    'runs the network with the new rules and ontology: status ok, the new actions\' effects and times',
    () => {
      const { code, reports } = runJson(NETWORK, '--rules', RULES, '--ontology', ONTOLOGY);
      expect(code).toBe(0);
      expect(reports).toHaveLength(1);
      const [r] = reports;
      expect(r.recipeId).toBe('cinnamon-toast-with-whipped-cream');
      expect(r.status).toBe('ok');
      expect(r.messages).toEqual([]);
      const step = (line: number) => r.timeline.find((t) => t.line === line)!;
      // whip-to-stiff-peaks: 180 s once the sweetened cream is ready (transfer-contents ends at 80)
      expect(step(6)).toMatchObject({ action: 'whip-to-stiff-peaks', start: 80, end: 260, failed: false });
      // preheat-oven at 260: hot at 875; toast waits for it, then 4 minute = 240 s
      expect(step(7)).toMatchObject({ action: 'preheat-oven', start: 260, end: 875 });
      expect(step(11)).toMatchObject({ action: 'toast', start: 875, end: 1115, failed: false });
      expect(r.executionTime).toBe(1195);
      // 200 ml of whipping cream (1010 g per l) and 15 g of sugar became one mixture, flagged whipped
      expect(r.dishes).toContain('medium-bowl [homogeneous-mixture 217 g (whipped, is-cut: uncut)]');
      expect(r.dishes).toContain('mixer');
      // two toasted (baked) sourdough slices on the tray, sprinkled with cinnamon
      const tray = r.dishes.find((d) => d.startsWith('baking-tray'))!;
      expect(tray).toMatch(/\[2 × sourdough-bread-slice 1 piece \(baked, [^)]*\)\]$/);
      expect(tray).toContain('sprinkled-with: ground-cinnamon');
    },
    SLOW,
  );

  it(
    'runs the other modes: a given whisk, the kitchen\'s oven at a given temperature for an hour',
    () => {
      const dir = tmp();
      const file = join(dir, 'variant.solution');
      writeFileSync(
        file,
        [
          '#variant',
          '(get-kitchen ?kitchen)',
          '(fetch-and-proportion ?cream ?ks-1 ?kitchen ?bowl-1 whipping-cream 100 ml)',
          '(fetch ?whisk ?ks-2 ?ks-1 whisk 1)',
          '(whip-to-stiff-peaks ?whipped ?ks-3 ?ks-2 ?cream ?whisk)',
          '(fetch-and-proportion ?slices ?ks-4 ?ks-3 ?bowl-2 sourdough-bread-slice 3 piece)',
          '(toast ?toast ?ks-5 ?ks-4 ?slices ?oven 1 hour 180 degrees-celsius)',
          '',
        ].join('\n'),
      );
      const { reports } = runJson(file, '--rules', RULES, '--ontology', ONTOLOGY);
      const [r] = reports;
      expect(r.status).toBe('ok');
      expect(r.timeline.find((t) => t.line === 5)).toMatchObject({ action: 'whip-to-stiff-peaks', start: 60, end: 240 });
      expect(r.timeline.find((t) => t.line === 7)).toMatchObject({ action: 'toast', start: 270, end: 270 + 3600 });
      expect(r.dishes).toContain('medium-bowl [homogeneous-mixture 101 g (whipped, is-cut: uncut)]');
      expect(r.dishes).toContain('whisk');
    },
    SLOW,
  );

  it(
    'without the rules, names each unknown action at its file:line:column',
    () => {
      const { code, reports } = runJson(NETWORK, '--ontology', ONTOLOGY);
      expect(code).toBe(1);
      expect(reports[0].status).toBe('error');
      expect(reports[0].messages).toEqual([
        `${NETWORK}:6:1: unknown action whip-to-stiff-peaks`,
        `${NETWORK}:11:1: unknown action toast`,
      ]);
    },
    SLOW,
  );

  it(
    'rules check: nothing wrong with the example, file:line:column for each problem of a broken copy',
    () => {
      const good = cli('rules', 'check', RULES, '--ontology', ONTOLOGY);
      expect(good.code).toBe(0);
      expect(good.stdout.trim()).toBe(`no problems in 2 rule files of ${RULES}`);

      const dir = tmp();
      cpSync(join(ROOT, RULES), dir, { recursive: true });
      const whip = join(dir, 'whip-to-stiff-peaks.pl');
      writeFileSync(whip, readFileSync(whip, 'utf8').replace('mix_with_tool(', 'mix_with_tol('));
      const toast = join(dir, 'toast.pl');
      writeFileSync(toast, readFileSync(toast, 'utf8').replace(/^clock\(_,.*\n/m, ''));
      const bad = cli('rules', 'check', dir, '--ontology', ONTOLOGY);
      expect(bad.code).toBe(1);
      const lines = bad.stdout.trim().split('\n');
      const modeLine = (mode: number) => readFileSync(toast, 'utf8').split('\n').findIndex((l) => l.startsWith(`mode(${mode},`)) + 1;
      expect(lines).toContain(`${toast}:${modeLine(1)}:1: mode 1 makes a kitchen state but no clock(1, Expr) or clock(_, Expr) sets its kitchen time`);
      expect(lines).toContain(`${toast}:${modeLine(2)}:1: mode 2 makes a kitchen state but no clock(2, Expr) or clock(_, Expr) sets its kitchen time`);
      const effectLine = readFileSync(whip, 'utf8').split('\n').findIndex((l) => l.includes('mix_with_tol(')) + 1;
      expect(lines.find((l) => l.startsWith(`${whip}:${effectLine}:11: unknown effect mix_with_tol (did you mean mix_with_tool?) (the vocabulary: `))).toBeDefined();
      expect(lines.at(-1)).toBe(`3 problems in 2 rule files of ${dir}`);
    },
    SLOW,
  );

  it(
    'a folder without rule files: rules check says nothing was checked, and --rules refuses it before anything runs',
    () => {
      const dir = tmp();
      // a mistyped folder, or rule files named the wrong way: none is read
      writeFileSync(join(dir, 'whip.pro'), readFileSync(join(ROOT, RULES, 'whip-to-stiff-peaks.pl'), 'utf8'));
      writeFileSync(join(dir, '_toast.pl'), readFileSync(join(ROOT, RULES, 'toast.pl'), 'utf8'));
      // a name that would colour the terminal is shown escaped
      writeFileSync(join(dir, 'notes\x1b[31m.txt'), '');
      const why = `${dir} holds no rule file: a rule file's name ends in .pl and does not start with _ (it holds _toast.pl, notes\\u{1b}[31m.txt, whip.pro)`;
      const check = cli('rules', 'check', dir);
      expect(check.code).toBe(1);
      expect(check.stdout.trim()).toBe(`nothing checked: ${why}`);
      for (const command of [['run', NETWORK], ['actions'], ['view', NETWORK]]) {
        const r = cli(...command, '--rules', dir);
        expect(r.code, command[0]).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toContain(`option '--rules <dir>' argument '${dir}' is invalid. ${why}.`);
      }
    },
    SLOW,
  );

  it(
    'works with its new property renamed: the flag an effect sets comes from the ontology',
    () => {
      const dir = tmp();
      cpSync(join(ROOT, EXAMPLE), dir, { recursive: true });
      const rename = (file: string, from: RegExp, to: string) => writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replace(from, to));
      rename('ontology.yaml', /whipped: null/, 'fluffed-up: null');
      rename('rules/whip-to-stiff-peaks.pl', /, whipped\)\)/, ', fluffed_up))');
      const { code, reports } = runJson(join(dir, 'network.solution'), '--rules', join(dir, 'rules'), '--ontology', join(dir, 'ontology.yaml'));
      expect(code).toBe(0);
      expect(reports[0].status).toBe('ok');
      expect(reports[0].dishes).toContain('medium-bowl [homogeneous-mixture 217 g (fluffed-up, is-cut: uncut)]');
      // a flag no class declares is refused where the rule names it
      rename('rules/whip-to-stiff-peaks.pl', /, fluffed_up\)\)/, ', frothy))');
      const bad = cli('rules', 'check', join(dir, 'rules'), '--ontology', join(dir, 'ontology.yaml'));
      expect(bad.code).toBe(1);
      expect(bad.stdout).toMatch(/whip-to-stiff-peaks\.pl:\d+:\d+: argument 3 \(flag\) of mix_with_tool: frothy is not a slot of homogeneous-mixture/);
    },
    SLOW,
  );
});

describe('the extension example in process', () => {
  it('toasts at the oven\'s temperature and marks the mixer used', () => {
    const sim = new Simulator({ rulesDirs: [join(ROOT, RULES)], ontologyFiles: [join(ROOT, ONTOLOGY)] });
    const parsed = parseSolutionText(readFileSync(join(ROOT, NETWORK), 'utf8'), NETWORK);
    const r = sim.run(parsed.recipes[0], NETWORK);
    expect(r.status).toBe('ok');
    const value = (name: string) => r.execution!.values[r.program!.variables.findIndex((v) => v.name === name.toUpperCase())] as Entity;
    for (const slice of value('?toast').contents) {
      expect(slice.cls.name).toBe('sourdough-bread-slice');
      expect(slice.s.baked).toBe(true);
      const t = slice.s.temperature as Entity;
      expect([amountValue(t), amountUnit(t).cls.name]).toEqual([220, 'degrees-celsius']);
    }
    const [cream] = value('?whipped-cream').contents;
    expect(cream.isA('whippable')).toBe(true);
    expect(cream.s.whipped).toBe(true);
    expect(value('?mixer').s.used).toBe(true);
  });
});

describe('ontology files extending a kitchen (extends: + add:)', () => {
  const load = (text: string) => {
    const file = join(tmp(), 'k.yaml');
    writeFileSync(file, text);
    return { world: World.standard([file]), file };
  };
  const placeOf = (ks: Entity, name: string) => ks.contents.find((c) => c.cls.name === name)!;
  const classesIn = (place: Entity) => place.contents.map((b) => b.contents[0]?.cls.name ?? b.cls.name);

  it('appends to a place of the base kitchen, leaving the base as it was', () => {
    const { world } = load(
      [
        'name: my-kitchen',
        'extends: full-kitchen',
        'add:',
        '  - place: fridge',
        '    contents: [{medium-bowl: {used: true, contents: [{heavy-cream: {amount: "1 l"}}]}}]',
        '  - place: counter-top',
        '    contents: [whisk]',
      ].join('\n'),
    );
    const factory = new Factory(world.ontology);
    const base = world.buildKitchen('full-kitchen', factory);
    const mine = world.buildKitchen('my-kitchen', factory);
    const fridge = classesIn(placeOf(base, 'fridge'));
    expect(classesIn(placeOf(mine, 'fridge'))).toEqual([...fridge, 'heavy-cream']);
    expect(classesIn(placeOf(mine, 'pantry'))).toEqual(classesIn(placeOf(base, 'pantry')));
    // a place the base does not list is added with the new contents
    expect(placeOf(mine, 'counter-top').contents.map((e) => e.cls.name)).toEqual(['whisk']);
    expect(placeOf(base, 'counter-top').contents).toEqual([]);
  });

  it('lets a kitchen replace the one it extends (the example\'s full-kitchen)', () => {
    const world = World.standard([join(ROOT, ONTOLOGY)]);
    const factory = new Factory(world.ontology);
    for (const name of ['full-kitchen', 'extension-kitchen']) {
      const ks = world.buildKitchen(name, factory);
      expect(classesIn(placeOf(ks, 'fridge')).at(-1)).toBe('whipping-cream');
      expect(classesIn(placeOf(ks, 'pantry')).at(-1)).toBe('sourdough-bread-slice');
    }
    const standard = World.standard();
    const plain = standard.buildKitchen('full-kitchen', new Factory(standard.ontology));
    const ks = world.buildKitchen('full-kitchen', factory);
    expect(placeOf(ks, 'fridge').contents.length).toBe(placeOf(plain, 'fridge').contents.length + 1);
    expect(placeOf(ks, 'kitchen-cabinet').contents.length).toBe(placeOf(plain, 'kitchen-cabinet').contents.length);
  });

  it('reports an unknown base kitchen, a bad add entry and add without extends', () => {
    expect(() => load('name: k\nextends: no-such-kitchen\n')).toThrow(/k\.yaml:2:1: kitchen "k" extends the unknown kitchen "no-such-kitchen" \(known: "full-kitchen"\)/);
    expect(() => load('name: k\nextends: full-kitchen\nadd: [{place: fridge}]\n')).toThrow(/every "add:" entry is \{place: CLASS, contents: \[\.\.\.\]\}/);
    expect(() => load('kitchens: [{name: k, places: [fridge], add: [{place: fridge, contents: []}]}]\n')).toThrow(/kitchen "k": "add:" needs "extends:"/);
  });
});
