// The action inventory: every rule file of the project's rules/ folder, then user folders
// (`--rules DIR`), compiled once. A later file defining the same action replaces the earlier.
import { join } from 'node:path';
import { EFFECTS } from '../effects/index.ts';
import type { World } from '../kitchen/world.ts';
import { PROJECT_ROOT } from '../kitchen/world.ts';
import type { ActionDef } from './action.ts';
import { compileRule } from './compile-rule.ts';
import { loadRuleFile, ruleFilesIn } from './load-rules.ts';

export const RULES_DIR = join(PROJECT_ROOT, 'rules');

export class Inventory {
  readonly actions = new Map<string, ActionDef>();

  get(name: string): ActionDef | undefined {
    return this.actions.get(name);
  }

  names(): string[] {
    return [...this.actions.keys()].sort();
  }
}

export function loadInventory(world: World, userDirs: string[] = []): Inventory {
  const inv = new Inventory();
  for (const dir of [RULES_DIR, ...userDirs])
    for (const file of ruleFilesIn(dir)) {
      const action = compileRule(loadRuleFile(file), { ontology: world.ontology, effects: EFFECTS });
      inv.actions.set(action.name, action);
    }
  return inv;
}
