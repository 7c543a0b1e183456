// The arguments of smatch, the ranking, formatNum, formatDiagnostics, solutionFileDiagnostics,
// readSolutionFile, buildServer, the view writers and the quantitative reports: a misspelt option
// is refused with the closest known one, and a value of the wrong kind is an InputError naming
// the function and the argument, never a TypeError, a garbled result or a silent default.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../src/diagnostics/format.ts';
import { solutionFileDiagnostics } from '../src/diagnostics/explain.ts';
import { rankedEntries, rankedLines } from '../src/env/rank.ts';
import { smatch, smatchWithMapping } from '../src/evaluator/smatch/index.ts';
import { parseSolutionText, readSolutionFile } from '../src/language/parse-solution.ts';
import { F32, formatNum, ratio } from '../src/numbers/num.ts';
import { feedbackDishScore, feedbackSummary } from '../src/quantitative/feedback-score.ts';
import { physicsText, withPhysics } from '../src/quantitative/report.ts';
import { buildServer } from '../src/server/app.ts';
import { openSession } from '../src/session/index.ts';
import { getTask } from '../src/tasks/index.ts';
import { pageForRecipe, pageWithPolicy, recipeView, writeViews, writeViewsForRows } from '../src/view/write.ts';
import { BENCHMARK, simulator } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

const NETWORK = '(get-kitchen ?k)\n(fetch-and-proportion ?flour ?k2 ?k ?bowl flour 100 g)\n';
const recipe = () => parseSolutionText(NETWORK, 'p.solution').recipes[0];

describe('smatch options', () => {
  const network = () => recipe().predicates;

  it('refuses a misspelt option, naming the closest one and every option', () => {
    expect(refusal(() => smatch(network(), network(), { mod: 'best' } as never))).toBe('smatch: no option "mod" (did you mean mode?) (its options: mode, restarts, seed)');
    expect(refusal(() => smatchWithMapping(network(), network(), { sed: 1 } as never))).toMatch(/^smatchWithMapping: no option "sed" \(did you mean seed\?\)/);
  });

  it('checks smatchWithMapping networks and option values as smatch does', () => {
    expect(refusal(() => smatchWithMapping(1 as never, network()))).toBe('smatchWithMapping: the predicted network must be an array of predicates, got a number');
    expect(refusal(() => smatchWithMapping(network(), network(), { mode: 'fast' as never }))).toBe('smatchWithMapping mode: expected "best" or "reference", got "fast" (did you mean best?)');
  });

  it('still scores with null options', () => {
    expect(smatch(network(), network(), null).f).toBe(1);
  });
});

describe.skipIf(!BENCHMARK)('rankedLines and rankedEntries', () => {
  const task = getTask('afghan-biscuits')!;
  const session = () => openSession();

  it('refuses what is not a session, or not a task, naming the function', () => {
    expect(refusal(() => rankedLines({} as never, task, 'visible', 3))).toBe('rankedLines: expected a session (openSession(options?)), got an object');
    expect(refusal(() => rankedEntries(session(), 1 as never, 'visible', 3))).toMatch(/^rankedEntries: expected a task \(getTask\(id\)/);
  });

  it('refuses a misspelt goal, a wrong limit and misspelt keys', () => {
    expect(refusal(() => rankedLines(session(), task, 'visibel' as never, 3))).toBe('rankedLines: goal: expected "visible" or "text", got "visibel" (did you mean visible?)');
    expect(refusal(() => rankedLines(session(), task, 'visible', 'x' as never))).toBe('limit: rankedLines takes a whole number from 0 (Infinity for no limit), got "x"');
    expect(refusal(() => rankedLines(session(), task, 'visible', 3, { benchmrk: BENCHMARK! } as never))).toMatch(/^rankedLines: source: no option "benchmrk" \(did you mean benchmark\?\)/);
    expect(refusal(() => rankedEntries(session(), task, 'visible', 3, {}, { maxTrys: 5 } as never))).toBe('rankedEntries: options: no option "maxTrys" (did you mean maxTries?) (its options: maxTries, maxMillis)');
  });

  it('still ranks with good arguments', () => {
    const lines = rankedLines(session(), task, 'visible', 2, { benchmark: BENCHMARK! }, { maxTries: 2000 });
    expect(lines.length).toBe(2);
    expect(lines.every((l) => l.startsWith('('))).toBe(true);
  });
});

describe('formatNum', () => {
  it('refuses what is not a number value instead of printing "und.0eNaN"', () => {
    expect(refusal(() => formatNum('x' as never))).toBe('formatNum: expected a number (a number, Ratio or F32), got "x"');
    expect(refusal(() => formatNum({} as never))).toBe('formatNum: expected a number (a number, Ratio or F32), got object');
    expect(refusal(() => formatNum(null as never))).toBe('formatNum: expected a number (a number, Ratio or F32), got null');
  });

  it('still prints each kind of number', () => {
    expect([formatNum(230), formatNum(ratio(1n, 2n)), formatNum(new F32(30)), formatNum(new F32(-0))]).toEqual(['230', '1/2', '30.0', '-0.0']);
  });
});

describe('formatDiagnostics, solutionFileDiagnostics and readSolutionFile', () => {
  it('refuses diagnostics that are not an array, and a misspelt option', () => {
    expect(refusal(() => formatDiagnostics(1 as never))).toBe('formatDiagnostics: diags must be an array of diagnostics, got a number');
    expect(refusal(() => formatDiagnostics([], { colr: true } as never))).toBe('formatDiagnostics: no option "colr" (its options: consequences)');
    expect(refusal(() => formatDiagnostics([], { consequences: 'no' } as never))).toBe('formatDiagnostics: consequences must be true or false, got a string');
    expect(formatDiagnostics(undefined)).toBe('');
  });

  it('refuses a file that is not a parsed solution file', () => {
    expect(refusal(() => solutionFileDiagnostics(1 as never))).toMatch(/^solutionFileDiagnostics: file must be a parsed solution file .*, got a number$/);
    expect(solutionFileDiagnostics(parseSolutionText('', 'e.solution'))[0].code).toBe('E_NO_RECIPE');
  });

  it('refuses a path that is not a string instead of a problem whose file is a number', () => {
    expect(refusal(() => readSolutionFile(1 as never))).toBe('readSolutionFile: path must be a string, got a number');
  });
});

describe('buildServer options', () => {
  it('refuses a misspelt option before building anything', async () => {
    await expect(buildServer({ prot: 1 } as never)).rejects.toThrow(/^buildServer: no option "prot" \(did you mean (port|host)\?\) \(its options: rules, /);
    await expect(buildServer({ limits: { workrs: 2 } } as never)).rejects.toThrow(/^buildServer: limits: no option "workrs" \(did you mean workers\?\)/);
    await expect(buildServer({ logger: 'yes' } as never)).rejects.toThrow('buildServer: logger must be true or false, got a string');
    await expect(buildServer({ semantics: 'corected' } as never)).rejects.toThrow('buildServer: semantics: expected "reference" or "corrected", got "corected"');
  });
});

describe('the view writers', () => {
  it('refuses a misspelt option and a file that is not a path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'apiprobe3-'));
    await expect(writeViewsForRows([], join(dir, 'out.csv'), { recipee: 1 } as never)).rejects.toThrow(/^writeViewsForRows: no option "recipee" /);
    await expect(writeViews(1 as never)).rejects.toThrow('writeViews: file: expected a string, got a number');
    await expect(writeViews('p.solution', { recipe: 'x', otput: 'y' } as never)).rejects.toThrow(/^writeViews: no option "otput" \(did you mean output\?\)/);
  });

  it('refuses what is not a simulator, naming the function', async () => {
    await expect(pageWithPolicy(recipe(), 'p', 1 as never)).rejects.toThrow('pageWithPolicy: expected a Simulator (new Simulator(options?)), got a number');
    await expect(pageForRecipe(recipe(), 'p', simulator(), -1)).rejects.toThrow('pageForRecipe: refreshSeconds must be a number above 0 or a function, got a number');
    await expect(recipeView(recipe(), 'p', 1 as never, simulator(), null)).rejects.toThrow(/^recipeView: parsed must be the recipe's parsed file/);
  });

  it('still writes a page with good arguments', async () => {
    const { html, csp } = await pageWithPolicy(recipe(), 'p', simulator());
    expect(html).toContain('<html');
    expect(csp).toContain('frame-ancestors');
  });
});

describe('the quantitative reports', () => {
  it('refuses what is not a step physics or a quantitative run', () => {
    expect(refusal(() => physicsText(1 as never))).toMatch(/^physicsText: expected a step's physics/);
    expect(refusal(() => withPhysics(1 as never, 1 as never))).toBe('withPhysics: report must be a run report with a timeline, got a number');
    expect(refusal(() => withPhysics({ timeline: [] }, {} as never))).toMatch(/^withPhysics: run must be a quantitative run/);
    expect(refusal(() => feedbackDishScore(1 as never, 1 as never, 1 as never, 'reference'))).toMatch(/^feedbackDishScore: expected a Simulator/);
    expect(refusal(() => feedbackSummary(simulator(), 1 as never, 1 as never, 'reference'))).toMatch(/^feedbackSummary: gold must be the gold standards/);
  });
});

describe('session options', () => {
  it('names the function with a wrong semantics', () => {
    expect(refusal(() => openSession({ semantics: 'x' as never }))).toBe('openSession: semantics: expected "reference" or "corrected", got "x"');
  });
});
