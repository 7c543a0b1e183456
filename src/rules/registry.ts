// The action inventory: every rule file of the project's rules/ folder, then user folders
// (`--rules DIR`), compiled once. One folder is one set of rule files: two of its files defining
// the same action is an error naming both; a later folder may override an earlier folder's
// action (a user folder overriding a built-in one), which is reported as a note.
import { join } from 'node:path';
import { EFFECTS } from '../effects/index.ts';
import type { World } from '../kitchen/world.ts';
import { PROJECT_ROOT } from '../kitchen/world.ts';
import type { ActionDef } from './action.ts';
import { compileRule } from './compile-rule.ts';
import { loadRuleFile, type ParsedRuleCache, type RuleFile, ruleFilesIn } from './load-rules.ts';
import { RuleFileError, type RuleProblem } from './problems.ts';
import { defaultRuleCache } from './rule-cache.ts';
import { hyphenate } from './terms.ts';

export const RULES_DIR = join(PROJECT_ROOT, 'rules');

/** Something worth telling the user about the loaded rules that is not an error. */
export interface InventoryNote {
  code: 'action-overridden';
  file: string;
  line: number;
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
  for (const dir of [RULES_DIR, ...userDirs]) {
    const files = ruleFilesIn(dir).map((f) => loadRuleFile(f, cache));
    const duplicates = duplicateActions(files);
    if (duplicates.length) throw new RuleFileError(duplicates);
    for (const rf of files) {
      const action = compileRule(rf, { ontology: world.ontology, effects: EFFECTS });
      const before = inv.actions.get(action.name);
      if (before) {
        const line = actionLine(rf);
        inv.notes.push({ code: 'action-overridden', file: rf.file, line, message: `${rf.file}:${line}: action ${action.name} replaces the one defined in ${before.file}` });
      }
      inv.actions.set(action.name, action);
    }
  }
  return inv;
}

const actionLine = (rf: RuleFile) => rf.clauses.find((c) => c.key === 'action/2')?.line ?? 1;

/** Actions that two files of one set define, each reported at the later file's action/2 fact. */
export function duplicateActions(files: RuleFile[]): RuleProblem[] {
  const first = new Map<string, { file: string; line: number }>();
  const out: RuleProblem[] = [];
  for (const rf of files) {
    const c = rf.clauses.find((k) => k.key === 'action/2');
    if (!c || c.args[0].t !== 'atom') continue; // compiling the file reports it
    const name = hyphenate(c.args[0].name);
    const earlier = first.get(name);
    if (earlier)
      out.push({
        file: rf.file,
        line: c.line,
        message: `action ${name} is defined twice in one set of rule files: here and in ${earlier.file}:${earlier.line} (rename one, or put an override in its own --rules folder)`,
      });
    else first.set(name, { file: rf.file, line: c.line });
  }
  return out;
}
