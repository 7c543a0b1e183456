// `--materials FILE`: checked as the project's own materials file is, before any recipe runs, so
// that a missing, misplaced or malformed file stops the command at once with its place, naming
// the option, rather than each recipe's replay.
import { loadMaterials, MATERIALS_FILE } from '../../physics/materials.ts';
import { InputError } from '../errors.ts';
import { notAFile } from './commands/options.ts';

export function checkMaterialFiles(files: string[]): void {
  if (!files.length) return;
  for (const file of files) {
    const problem = notAFile(file);
    if (problem === 'folder') throw new InputError(`--materials ${file}: a folder; the option takes one materials YAML file (repeat it for more)`);
    if (problem) throw new InputError(`--materials ${file}: ${problem}`);
  }
  loadMaterials([MATERIALS_FILE, ...files]); // its errors name file:line:column
}
