// `--materials FILE`: checked as the project's own materials file is, before any recipe runs, so
// that a missing, misplaced or malformed file stops the command at once with its place, naming
// the option, rather than each recipe's replay.
import { statSync } from 'node:fs';
import { loadMaterials, MATERIALS_FILE } from '../../physics/materials.ts';
import { InputError } from '../errors.ts';

export function checkMaterialFiles(files: string[]): void {
  if (!files.length) return;
  for (const file of files) {
    let folder: boolean;
    try {
      folder = statSync(file).isDirectory();
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new InputError(`--materials ${file}: ${code === 'ENOENT' || code === 'ENOTDIR' ? 'no such file' : `cannot read it (${code})`}`);
    }
    if (folder) throw new InputError(`--materials ${file}: a folder; the option takes one materials YAML file (repeat it for more)`);
  }
  loadMaterials([MATERIALS_FILE, ...files]); // its errors name file:line:column
}
