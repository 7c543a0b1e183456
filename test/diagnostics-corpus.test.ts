// Root causes over the corpus: in every unexecutable drop-line and break-link variant, the
// variables no line produces are the root causes, each at the line waiting for it, and the lines
// that merely waited are not; every failed object of the gold and variant runs carries a reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { failedObjectsIn, failureReasonOf } from '../src/diagnostics/index.ts';
import { Entity, type Value } from '../src/kitchen/entity.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import type { RecipeRun } from '../src/simulator.ts';
import { GOLD_DIR, simulator, VARIANTS_DIR } from './support/simulate.ts';

interface Variant {
  file: string;
  kind: string;
  description: string;
  text: string;
  run: RecipeRun;
}

function runFile(dir: string, file: string): { text: string; run: RecipeRun } {
  const text = readFileSync(join(dir, file), 'utf8');
  const parsed = parseSolutionText(text, file);
  return { text, run: simulator().run(parsed.recipes[0], file) };
}

function variants(): Variant[] {
  const rows = readFileSync(join(VARIANTS_DIR!, 'reference-figures.csv'), 'utf8').trim().split('\n').slice(1);
  return rows.map((row) => {
    // file, recipe-id, kind, description (which holds no comma), …
    const [file, , kind, description] = row.split(',');
    return { file, kind, description, ...runFile(VARIANTS_DIR!, file) };
  });
}

/**
 * The variables the change left without a producer, read from the variant's description (the
 * fresh variable of a broken link, the variables of a dropped line) and kept when they still occur
 * in the network and no line holds them in a slot that some mode of its action computes.
 */
function expectedRoots(v: Variant): Set<string> {
  const named = new Set((v.description.match(/\?[a-z0-9-]+/g) ?? []).map((x) => x.toLowerCase()));
  const program = v.run.program!;
  const produced = new Set<number>();
  for (const { action, args } of program.expressions) args.forEach((x, i) => action.modes.some((m) => !m.bound[i]) && produced.add(x));
  const out = new Set<string>();
  program.variables.forEach((x, i) => {
    const name = x.name.toLowerCase();
    if (!x.constant && named.has(name) && !produced.has(i)) out.add(name);
  });
  return out;
}

const describeCorpus = VARIANTS_DIR && GOLD_DIR ? describe : describe.skip;

describeCorpus('diagnostics over the corpus', () => {
  const all = variants();
  const schemaOf = (name: string) => JSON.parse(readFileSync(new URL(`../docs/schema/${name}.schema.json`, import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addSchema(schemaOf('failure-reason'));
  ajv.addSchema(schemaOf('diagnostic'));
  const valid = ajv.getSchema('diagnostic.schema.json')!;

  const broken = all.filter((v) => (v.kind === 'drop-line' || v.kind === 'break-link') && v.run.status === 'unexecutable');

  it('finds the unexecutable drop-line and break-link variants', () => {
    expect(broken.length).toBeGreaterThanOrEqual(15);
  });

  it.each(broken.map((v) => [v.file, v] as const))('%s: unbound variables are the root causes, the lines that waited are not', (_file, v) => {
    const diags = v.run.diagnostics!;
    const program = v.run.program!;
    const expected = expectedRoots(v);
    expect(expected.size).toBeGreaterThan(0);
    const roots = diags.filter((d) => d.rootCause);
    expect(roots.every((d) => d.code === 'E_UNBOUND_INPUT' || d.code === 'E_UNBOUND_KITCHEN_STATE')).toBe(true);
    expect(new Set(roots.map((d) => d.variable))).toEqual(expected);
    const waitingLines = new Set(v.run.execution!.waiting.map((w) => program.expressions[w.expression].predicate.place.line));
    for (const d of roots) {
      // reported at a line that uses the variable and waits for it
      const expr = program.expressions.find((e) => e.predicate.place.line === d.line)!;
      expect(expr.args.map((a) => program.variables[a].name.toLowerCase())).toContain(d.variable);
      expect(waitingLines.has(d.line)).toBe(true);
      expect(d.code === 'E_UNBOUND_KITCHEN_STATE').toBe(expr.action.slots[expr.args.findIndex((a) => program.variables[a].name.toLowerCase() === d.variable)].type.name === 'kitchen-state');
    }
    // every other line that never ran merely waited, and names roots that are reported
    const rootLines = new Set(roots.map((d) => d.line));
    const rest = diags.filter((d) => !d.rootCause);
    expect(rest.every((d) => d.code === 'E_WAITING')).toBe(true);
    expect(new Set(rest.map((d) => d.line))).toEqual(new Set([...waitingLines].filter((l) => !rootLines.has(l))));
    for (const d of rest) {
      expect(d.causes!.length).toBeGreaterThan(0);
      for (const c of d.causes!) expect(roots.some((r) => r.line === c.line && r.variable === c.variable && r.code === c.code)).toBe(true);
    }
    // root causes come first
    expect(diags.slice(0, roots.length).every((d) => d.rootCause)).toBe(true);
  });

  it('every diagnostic of every variant validates against the schema; a run that did not end ok has a root cause', () => {
    for (const v of all) {
      for (const d of v.run.diagnostics!) expect(valid(d), `${v.file}: ${JSON.stringify(valid.errors)}`).toBe(true);
      if (v.run.status !== 'ok') expect(v.run.diagnostics!.some((d) => d.rootCause), v.file).toBe(true);
      if (v.run.status === 'ok' && !v.run.execution!.steps.some((s) => s.failed)) expect(v.run.diagnostics, v.file).toEqual([]);
    }
  });

  it('every failed object and every failed step of the gold and variant runs carries a reason', () => {
    const gold = readdirSync(GOLD_DIR!)
      .filter((f) => f.endsWith('.solution'))
      .map((f) => ({ file: f, ...runFile(GOLD_DIR!, f) }));
    let failedObjects = 0;
    let failedSteps = 0;
    for (const { file, run } of [...gold, ...all]) {
      const ex = run.execution;
      if (!ex) continue;
      for (const s of ex.steps) {
        if (!s.failed) continue;
        failedSteps++;
        const { predicate, action } = run.program!.expressions[s.expression];
        expect(s.reason, file).not.toBeNull();
        expect(s.reason!.code, `${file}: ${s.reason!.message}`).not.toBe('F_UNSPECIFIED');
        expect(s.reason).toMatchObject({ action: action.name, line: predicate.place.line, file: predicate.place.file });
      }
      for (const failed of reachableFailedObjects(ex.values)) {
        failedObjects++;
        const reason = failureReasonOf(failed);
        expect(reason, `${file}: ${failed.id}`).not.toBeNull();
        expect(reason!.line, `${file}: ${failed.id}`).toBeGreaterThan(0);
        expect(reason!.code).not.toBe('F_UNSPECIFIED');
      }
    }
    // the corpus has failing lines (chocolate-cream-cheese-cupcakes and its variants)
    expect(failedSteps).toBeGreaterThan(0);
    expect(failedObjects).toBeGreaterThan(0);
  });
});

/** Failed objects among the bound values, in lists, and anywhere inside bound kitchen states. */
function reachableFailedObjects(values: Value[]): Entity[] {
  const seen = new Set<Entity>();
  const out: Entity[] = [];
  const stack: Value[] = [...values];
  while (stack.length) {
    const v = stack.pop()!;
    if (Array.isArray(v)) stack.push(...v);
    if (!(v instanceof Entity) || seen.has(v)) continue;
    seen.add(v);
    out.push(...failedObjectsIn(v));
    for (const k in v.s) stack.push(v.s[k]);
  }
  return out;
}
