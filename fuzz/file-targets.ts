// Fuzz targets for the files users share beside networks: rule files (read, compiled and checked
// as `run --rules` and `rules check` do; targets.ts runs an accepted one) and ontology YAML
// (loaded with World.standard). A bad file must come back as an InputError or as problems;
// anything else thrown is a crash. Every case's file lives in a scratch folder, and a canary
// beside it must stay untouched.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EFFECTS } from '../src/effects/index.ts';
import { InputError } from '../src/errors.ts';
import { World } from '../src/kitchen/world.ts';
import { PROJECT_ROOT } from '../src/kitchen/world.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import type { ActionDef } from '../src/rules/action.ts';
import { compileRule } from '../src/rules/compile-rule.ts';
import { loadRuleFile } from '../src/rules/load-rules.ts';
import { fc, mutateText, type TextMutation, type TextMutationKind } from '../src/testing/index.ts';

/** The project's rule files and ontology files, as mutation seeds. */
export function seedTexts(): { rules: string[]; ontology: string[] } {
  const read = (dir: string, ext: string) =>
    existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(ext)).sort().map((f) => readFileSync(join(dir, f), 'utf8')) : [];
  return {
    rules: [join(PROJECT_ROOT, 'rules'), join(PROJECT_ROOT, 'examples/extension/rules'), join(PROJECT_ROOT, 'examples/testing/rules')].flatMap((d) => read(d, '.pl')),
    ontology: [join(PROJECT_ROOT, 'ontology'), join(PROJECT_ROOT, 'ontology/kitchens'), join(PROJECT_ROOT, 'examples/extension')].flatMap((d) => read(d, '.yaml')),
  };
}

/** Placeholders the scratch folder replaces with its canary paths. */
const SECRET = '@SECRET@';
const COPY = '@COPY@';

const RULE_TOKENS = [
  ':-',
  '?-',
  '-->',
  '.\n:- ',
  `:- initialization((open('${SECRET}', read, I), read(I, T), open('${COPY}', write, O), write(O, T), close(O))).\n`,
  `?- consult('${SECRET}').\n`,
  `':-'(tell('${COPY}')).\n`,
  "term_expansion(X, X) :- halt.\n",
  'goal_expansion(',
  'op(700, xfx, ===).\n',
  '?- halt.\n',
  "'",
  '"',
  '/*',
  '%',
  '|',
  '[',
  '(',
  '_',
  '0.0',
  '-1',
  '1e39',
  '99999999999999999999999',
  'constructor',
  '__proto__',
  "'__proto__'",
  'toString',
  'slot(',
  'slot(x)',
  'effect(_, ',
  'mode(9, [], []).\n',
  'physics(_, f(X)).\n',
  'f('.repeat(70),
  '['.repeat(70),
  ' + 1'.repeat(70),
  'x'.repeat(5000),
];

const YAML_TOKENS = [
  '&a ',
  '*a',
  '<<: *a',
  '!!js/function "function(){}"',
  '!!binary aGVsbG8=',
  '!!python/object:os.system',
  '- ',
  ': ',
  '-1',
  '-0.5',
  '.nan',
  '.inf',
  '-.inf',
  '1e400',
  '{',
  '[',
  '~',
  'is-a: whisk',
  'count: 1000000000',
  'extends: full-kitchen',
  '__proto__',
  'constructor',
  `!include ${SECRET}`,
  '\t',
  '"',
  "'",
];

const mutationOf = (tokens: readonly string[]): fc.Arbitrary<TextMutation> =>
  fc.record({
    kind: fc.constantFrom<TextMutationKind>('insert', 'delete', 'duplicate', 'swap-lines', 'join-lines', 'repeat-line', 'splice-token', 'truncate'),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 40 }),
    token: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...tokens) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }),
  });

const mutated = (seeds: string[], tokens: readonly string[]) =>
  fc.constantFrom(...seeds).chain((t) => fc.array(mutationOf(tokens), { minLength: 1, maxLength: 6 }).map((ms) => ms.reduce(mutateText, t)));

export const mutatedRulesArbitrary = (seeds: string[]) => mutated(seeds, RULE_TOKENS);
export const mutatedOntologyArbitrary = (seeds: string[]) => mutated(seeds, YAML_TOKENS);

/** A scratch folder for case files, with a canary the cases must never read, write or copy. */
export class Scratch {
  readonly dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-fuzz-'));
  private readonly secret = join(this.dir, 'canary', 'secret.txt');
  private readonly copy = join(this.dir, 'canary', 'copy.txt');
  private readonly stamp: string;
  private n = 0;

  constructor() {
    mkdirSync(join(this.dir, 'canary'));
    mkdirSync(join(this.dir, 'cases'));
    writeFileSync(this.secret, 'the secret\n');
    // an access time before the modification time: any read moves it (relatime)
    const { mtime } = statSync(this.secret);
    utimesSync(this.secret, new Date(mtime.getTime() - 86_400_000), mtime);
    this.stamp = this.stampOf();
  }

  private stampOf() {
    const s = statSync(this.secret);
    return `${s.size} ${s.mtimeMs} ${s.atimeMs}`;
  }

  /** Writes a case file (its placeholders replaced by the canary paths); returns its path. */
  write(name: string, text: string): string {
    const dir = join(this.dir, 'cases', String(this.n++ % 8));
    mkdirSync(dir, { recursive: true });
    for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
    const path = join(dir, name);
    writeFileSync(path, text.replaceAll(SECRET, this.secret).replaceAll(COPY, this.copy));
    return path;
  }

  /** Throws when a case read, wrote or copied the canary. */
  check() {
    if (existsSync(this.copy)) throw new Error(`a case created ${this.copy}`);
    if (this.stampOf() !== this.stamp) throw new Error(`a case touched the canary ${this.secret}`);
  }

  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const refused = (e: unknown) => {
  if (e instanceof InputError) return;
  throw e;
};

/** A mutated rule file: read, compiled and checked; returns the outcome, and the action when it compiled (for the caller to run). */
export function runRuleCase(scratch: Scratch, world: World, text: string): { outcome: string; action: ActionDef | null } {
  const path = scratch.write('mutated.pl', text);
  let outcome = 'rules-refused';
  let action: ActionDef | null = null;
  try {
    action = compileRule(loadRuleFile(path, null), { ontology: world.ontology, effects: EFFECTS });
    outcome = 'rules-accepted';
  } catch (e) {
    refused(e);
  }
  // `rules check` must see what loading sees: never silent on a file loading refuses
  const problems = checkRuleText(path, readFileSync(path, 'utf8'), world);
  if (outcome === 'rules-refused' && problems.length === 0) throw new Error('rules check found no problem in a rule file that loading refuses');
  scratch.check();
  return { outcome, action };
}

/** A mutated ontology file: loaded on top of the standard ones; returns the outcome. */
export function runOntologyCase(scratch: Scratch, text: string): string {
  const path = scratch.write('mutated.yaml', text);
  let outcome = 'ontology-refused';
  try {
    World.standard([path]);
    outcome = 'ontology-accepted';
  } catch (e) {
    refused(e);
  }
  scratch.check();
  return outcome;
}
