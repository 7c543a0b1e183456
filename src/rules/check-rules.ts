// `irl-kitchen rules check DIR`: every problem of every rule file, each at its file:line:column.
// The files are read and compiled exactly as loading does (load-rules.ts, compile-rule.ts, which
// collects every problem of a file), so a file this finds nothing wrong with is one `run --rules`
// accepts, and one it refuses is one loading refuses for the same reasons.
import { resolve } from 'node:path';
import { EFFECTS } from '../effects/index.ts';
import { InputError } from '../errors.ts';
import type { World } from '../kitchen/world.ts';
import { compileRule } from './compile-rule.ts';
import { loadRuleFile, parseRuleText, type RuleFile, readRuleText, ruleFilesIn } from './load-rules.ts';
import { problemsOf, type RuleProblem } from './problems.ts';
import { type ActionDeclaration, actionDeclaration, duplicateActions, type InventoryNote, overrideNote, RULES_DIR } from './registry.ts';
import { defaultRuleCache } from './rule-cache.ts';

export type { RuleProblem } from './problems.ts';

/** Every problem of the rule files of one folder (`ruleFilesIn`), duplicate actions among them included. */
export async function checkRuleFiles(files: string[], world: World): Promise<RuleProblem[]> {
  return (await checkRuleFolder(files, world)).problems;
}

/** The problems of a folder's rule files, and a note for each action that replaces a built-in one when the folder is loaded with --rules. */
export async function checkRuleFolder(files: string[], world: World): Promise<{ problems: RuleProblem[]; notes: InventoryNote[] }> {
  const out: RuleProblem[] = [];
  // only each file's action/2 fact is kept: the files' terms together may not fit in memory
  const declared: ActionDeclaration[] = [];
  for (const f of files) {
    let source: string;
    try {
      source = readRuleText(f);
    } catch (e) {
      out.push(...asProblems(e, f));
      continue;
    }
    const { problems, file } = checkRuleSource(f, source, world);
    out.push(...problems);
    if (file) declared.push(actionDeclaration(file));
  }
  for (const d of duplicateActions(declared)) out.push({ file: d.file, line: d.line, message: d.message });
  return { problems: out, notes: builtinOverrides(declared) };
}

/** Loading replaces a built-in action by one of these files' (a note there too): said before it runs. */
function builtinOverrides(declared: ActionDeclaration[]): InventoryNote[] {
  const builtin = new Map<string, string>();
  for (const f of ruleFilesIn(RULES_DIR)) {
    try {
      const d = actionDeclaration(loadRuleFile(f, defaultRuleCache()));
      if (d.name !== null) builtin.set(d.name, f);
    } catch {
      // a built-in file that does not read is the project's own fault, reported by its own check
    }
  }
  return declared.flatMap((d) => {
    const before = d.name === null ? undefined : builtin.get(d.name);
    return before === undefined || resolve(before) === resolve(d.file) ? [] : [overrideNote(d.file, d.line, d.name!, before)];
  });
}

export async function checkRuleFile(file: string, source: string, world: World): Promise<RuleProblem[]> {
  return checkRuleText(file, source, world);
}

/** The problems of one rule text (synchronous: nothing waits on anything); `compile` is replaceable for tests. */
export function checkRuleText(file: string, source: string, world: World, compile: typeof compileRule = compileRule): RuleProblem[] {
  return checkRuleSource(file, source, world, compile).problems;
}

/** Reads and compiles the text as loading does: the compiler reports every problem it finds. */
function checkRuleSource(file: string, source: string, world: World, compile: typeof compileRule = compileRule): { problems: RuleProblem[]; file: RuleFile | null } {
  let parsed: RuleFile;
  try {
    parsed = parseRuleText(source, file);
  } catch (e) {
    return { problems: asProblems(e, file), file: null };
  }
  try {
    compile(parsed, { ontology: world.ontology, effects: EFFECTS });
  } catch (e) {
    return { problems: asProblems(e, file), file: parsed };
  }
  return { problems: [], file: parsed };
}

function asProblems(e: unknown, file: string): RuleProblem[] {
  if (e instanceof InputError) return problemsOf(e, file);
  return [{ file, line: 1, message: `the file could not be checked (a bug in irl-kitchen, please report it): ${(e as Error)?.message ?? String(e)}` }];
}
