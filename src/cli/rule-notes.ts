// Notes about the rule folders a command was given (an action of a --rules folder replacing a
// built-in one), printed once before the recipes run. A file byte for byte the built-in one (a
// copy of the whole rules/ folder, to change a few of its files) replaces nothing that matters:
// such files are counted in one note per folder, and each file that differs keeps its own note.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type InventoryNote, RULES_DIR } from '../rules/registry.ts';
import { Simulator } from '../simulator.ts';

export function ruleNotes(rulesDirs: string[], ontologyFiles: string[]): string[] {
  if (!rulesDirs.length) return [];
  return ruleNoteLines(new Simulator({ rulesDirs, ontologyFiles }).inventory.notes);
}

/** The notes' messages, the replacements of a built-in file by an unchanged copy counted per folder (at the place of the first). */
export function ruleNoteLines(notes: readonly InventoryNote[]): string[] {
  const lines: (string | { folder: string; count: number })[] = [];
  const unchanged = new Map<string, { folder: string; count: number }>();
  for (const n of notes) {
    if (!replacesItsCopy(n)) {
      lines.push(n.message);
      continue;
    }
    const folder = dirname(n.file);
    let copies = unchanged.get(folder);
    if (!copies) unchanged.set(folder, (copies = { folder, count: 0 }));
    if (copies.count++ === 0) lines.push(copies);
  }
  return lines.map((line) => (typeof line === 'string' ? line : copiesNote(line.folder, line.count)));
}

const copiesNote = (folder: string, count: number) =>
  count === 1 ? `${folder}: 1 rule file is a copy of the built-in one, unchanged: it replaces nothing` : `${folder}: ${count} rule files are copies of the built-in ones, unchanged: they replace nothing`;

/** Whether the note is of a file replacing the built-in file of its name (not an earlier --rules folder's), and holding the same bytes. */
function replacesItsCopy(n: InventoryNote): boolean {
  const builtin = join(RULES_DIR, basename(n.file));
  return n.code === 'action-overridden' && n.replaces === builtin && sameBytes(n.file, builtin);
}

function sameBytes(a: string, b: string): boolean {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    // a file that went away since it was loaded keeps its note
    return false;
  }
}
