// Notes about the rule folders a command was given (an action of a --rules folder replacing a
// built-in one), printed once before the recipes run.
import { Simulator } from '../simulator.ts';

export function ruleNotes(rulesDirs: string[], ontologyFiles: string[]): string[] {
  if (!rulesDirs.length) return [];
  return new Simulator({ rulesDirs, ontologyFiles }).inventory.notes.map((n) => n.message);
}
