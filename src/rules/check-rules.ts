// `irl-kitchen rules check DIR`: every problem of every rule file, with file:line. The files are
// read and compiled exactly as loading does (load-rules.ts, compile-rule.ts), so a file this
// finds nothing wrong with is one `run --rules` accepts; lint.ts adds the meaning checks, over
// the accepted facts only.
import { EFFECTS } from '../effects/index.ts';
import { InputError } from '../errors.ts';
import type { World } from '../kitchen/world.ts';
import { compileRule } from './compile-rule.ts';
import { lintClauses, type LintProblem } from './lint.ts';
import { parseRuleText, type RuleFile, readRuleText, ruleFilesIn } from './load-rules.ts';
import { problemsOf, type RuleProblem } from './problems.ts';
import { duplicateActions } from './registry.ts';

export type { RuleProblem } from './problems.ts';

export async function checkRuleDir(dir: string, world: World): Promise<RuleProblem[]> {
  const out: RuleProblem[] = [];
  const parsed: RuleFile[] = [];
  for (const f of ruleFilesIn(dir)) {
    let source: string;
    try {
      source = readRuleText(f);
    } catch (e) {
      out.push(...asProblems(e, f));
      continue;
    }
    const { problems, file } = checkRuleSource(f, source, world);
    out.push(...problems);
    if (file) parsed.push(file);
  }
  for (const d of duplicateActions(parsed)) out.push({ file: d.file, line: d.line, message: d.message });
  return out;
}

export async function checkRuleFile(file: string, source: string, world: World): Promise<RuleProblem[]> {
  return checkRuleText(file, source, world);
}

/** The problems of one rule text (synchronous: nothing waits on anything); `lint` is replaceable for tests. */
export function checkRuleText(file: string, source: string, world: World, lint: typeof lintClauses = lintClauses): RuleProblem[] {
  return checkRuleSource(file, source, world, lint).problems;
}

function checkRuleSource(file: string, source: string, world: World, lint: typeof lintClauses = lintClauses): { problems: RuleProblem[]; file: RuleFile | null } {
  let parsed: RuleFile;
  try {
    parsed = parseRuleText(source, file);
  } catch (e) {
    return { problems: asProblems(e, file), file: null };
  }
  const problems: RuleProblem[] = [];
  let found: LintProblem[];
  try {
    found = lint(parsed.clauses);
  } catch (e) {
    // a defect of the checks must not hide the file's other problems, nor end the command
    found = [{ kind: 'checks', subject: 'none', message: `the checks failed on this file (a bug in irl-kitchen, please report it): ${(e as Error)?.message ?? String(e)}`, line: 1 }];
  }
  for (const p of found) problems.push({ file, line: p.line, message: `${p.kind}${p.subject !== 'none' ? ` ${p.subject}` : ''}: ${p.message}` });
  try {
    compileRule(parsed, { ontology: world.ontology, effects: EFFECTS });
  } catch (e) {
    for (const p of asProblems(e, file)) if (!problems.some((q) => q.message === p.message)) problems.push(p);
  }
  return { problems, file: parsed };
}

function asProblems(e: unknown, file: string): RuleProblem[] {
  if (e instanceof InputError) return problemsOf(e, file);
  return [{ file, line: 1, message: `the file could not be checked (a bug in irl-kitchen, please report it): ${(e as Error)?.message ?? String(e)}` }];
}
