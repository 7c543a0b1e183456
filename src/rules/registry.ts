// The action inventory: every rule file of the project's rules/ folder, then user folders
// (`--rules DIR`), compiled once. One folder is one set of rule files: two of its files defining
// the same action is an error naming both; a later folder may override an earlier folder's
// action (a user folder overriding a built-in one), which is reported as a note.
import { join, relative, resolve, sep } from 'node:path';
import { InputError } from '../errors.ts';
import { EFFECTS } from '../effects/index.ts';
import type { World } from '../kitchen/world.ts';
import { PROJECT_ROOT } from '../kitchen/world.ts';
import type { ActionDef } from './action.ts';
import { compileRule } from './compile-rule.ts';
import { loadRuleFile, type ParsedRuleCache, type RuleFile, ruleFilesIn } from './load-rules.ts';
import { RuleFileError, type RuleProblem } from './problems.ts';
import { defaultRuleCache } from './rule-cache.ts';
import { ruleFolderProblem } from './rule-folder.ts';
import { hyphenate } from './terms.ts';

export const RULES_DIR = join(PROJECT_ROOT, 'rules');

/** Whether a rule file is one of the shipped rules/ folder (the reference's actions), not of a user's folder. */
export function isShippedRuleFile(file: string): boolean {
  return file.startsWith(RULES_DIR + sep);
}

/** The note of a rule file's action replacing one loaded before it (a shipped one named by its place in the package, the same wherever it is installed). */
export function overrideNote(file: string, line: number, name: string, before: string): InventoryNote {
  const shown = isShippedRuleFile(before) ? `the built-in rules/${relative(RULES_DIR, before)}` : before;
  return { code: 'action-overridden', file, line, replaces: before, message: `${file}:${line}: action ${name} replaces ${shown}` };
}

/** Something worth telling the user about the loaded rules that is not an error. */
export interface InventoryNote {
  code: 'action-overridden';
  file: string;
  line: number;
  /** The rule file whose action this one replaces. */
  replaces: string;
  message: string;
}

export class Inventory {
  readonly actions = new Map<string, ActionDef>();
  readonly notes: InventoryNote[] = [];

  get(name: string): ActionDef | undefined {
    return this.actions.get(name);
  }

  names(): string[] {
    return [...this.actions.keys()].sort();
  }
}

export interface LoadInventoryOptions {
  /** Parsed rule files by content (rule-cache.ts); default: the cache beside this module, if built. */
  cache?: ParsedRuleCache | null;
}

export function loadInventory(world: World, userDirs: string[] = [], options: LoadInventoryOptions = {}): Inventory {
  const inv = new Inventory();
  const cache = options.cache === undefined ? defaultRuleCache() : options.cache;
  for (const dir of [RULES_DIR, ...distinctFolders(userDirs)]) {
    // a folder of one's own that holds no rule file would add nothing without a word (the command line refuses it as it reads its options)
    const problem = dir === RULES_DIR ? null : ruleFolderProblem(dir);
    if (problem !== null) throw new InputError(problem);
    // one file at a time, keeping its action and no more of its text: a folder may hold many
    // files, each up to the size bound, whose terms together would not fit in memory
    const declared: ActionDeclaration[] = [];
    const compiled: { action: ActionDef; file: string; line: number }[] = [];
    let parseError: unknown = null;
    let compileError: unknown = null;
    for (const f of ruleFilesIn(dir)) {
      let rf: RuleFile;
      try {
        rf = loadRuleFile(f, cache);
      } catch (e) {
        parseError ??= e;
        continue;
      }
      const d = actionDeclaration(rf);
      declared.push(d);
      if (parseError !== null || compileError !== null) continue;
      try {
        compiled.push({ action: compileRule(rf, { ontology: world.ontology, effects: EFFECTS }), file: rf.file, line: d.line });
      } catch (e) {
        compileError = e;
      }
    }
    // as before: the first file that does not read, else two files defining one action, else the first that does not compile
    if (parseError !== null) throw parseError;
    const duplicates = duplicateActions(declared);
    if (duplicates.length) throw new RuleFileError(duplicates);
    if (compileError !== null) throw compileError;
    for (const { action, file, line } of compiled) {
      const before = inv.actions.get(action.name);
      if (before) inv.notes.push(overrideNote(file, line, action.name, before.file));
      inv.actions.set(action.name, action);
    }
  }
  return inv;
}

/** The folders in order, each once: one given twice would replace its own actions (`toast replaces toast`). */
function distinctFolders(dirs: readonly string[]): string[] {
  const seen = new Set<string>();
  return dirs.filter((d) => {
    const key = resolve(d);
    return !seen.has(key) && (seen.add(key), true);
  });
}

/** What finding two files of one set that define the same action needs of each: its action/2 fact's name and line. */
export interface ActionDeclaration {
  file: string;
  line: number;
  /** The name as networks write it; null when the fact is missing or names none (compiling the file reports it). */
  name: string | null;
}

export function actionDeclaration(rf: RuleFile): ActionDeclaration {
  const c = rf.clauses.find((k) => k.key === 'action/2');
  return { file: rf.file, line: c?.line ?? 1, name: c && c.args[0].t === 'atom' ? hyphenate(c.args[0].name) : null };
}

/** Actions that two files of one set define, each reported at the later file's action/2 fact. */
export function duplicateActions(files: readonly ActionDeclaration[]): RuleProblem[] {
  const first = new Map<string, { file: string; line: number }>();
  const out: RuleProblem[] = [];
  for (const d of files) {
    if (d.name === null) continue;
    const earlier = first.get(d.name);
    if (earlier)
      out.push({
        file: d.file,
        line: d.line,
        message: `action ${d.name} is defined twice in one set of rule files: here and in ${earlier.file}:${earlier.line} (rename one, or put an override in its own --rules folder)`,
      });
    else first.set(d.name, { file: d.file, line: d.line });
  }
  return out;
}
