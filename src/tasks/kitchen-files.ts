// Kitchens of derived tasks: the ontology YAML of a kitchen that `extends:` the task's named
// kitchen and `add:`s tools, and the file a session or simulator loads it from. Each YAML text is
// written once per process, into a folder of this process's own under the system's temporary
// folder (made by mkdtemp: fresh, private), named by the text's content hash, created exclusively
// and never through a link; the folder is removed when the process ends.
import { createHash } from 'node:crypto';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { InputError } from '../errors.ts';
import { MAX_KITCHEN_YAML } from './task-json.ts';

/** The YAML of `base` with `extra` more `tool` in its kitchen cabinet. */
export function toolsKitchenYaml(base: string, tool: string, extra: number): string {
  return [
    `# ${base} with ${extra} more ${tool} in the kitchen-cabinet (a derived task's kitchen, docs/TASKS.md)`,
    `name: ${base}+${extra}-${tool}`,
    `extends: ${base}`,
    'add:',
    '  - place: kitchen-cabinet',
    '    contents:',
    `      - ${tool}: {count: ${extra}}`,
    '',
  ].join('\n');
}

/** What a kitchen name of toolsKitchenYaml's form (`full-kitchen+2-baking-tray`) says, or null for another name. */
export function parseToolsKitchen(name: string): { base: string; tool: string; extra: number } | null {
  const m = /^([a-z0-9][a-z0-9+-]*)\+([1-9])-([a-z0-9][a-z0-9-]*)$/.exec(name);
  return m ? { base: m[1], extra: Number(m[2]), tool: m[3] } : null;
}

/**
 * The name of the kitchen a task's YAML defines, checked to extend `base` (the task's kitchen
 * name): the one kitchen a session of the task starts in.
 */
export function kitchenNameOf(text: string, base: string, where = 'task.kitchen.yaml'): string {
  if (text.length > MAX_KITCHEN_YAML) throw new InputError(`${where}: more than ${MAX_KITCHEN_YAML} characters`);
  let doc: unknown;
  try {
    doc = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch (e) {
    throw new InputError(`${where}: not YAML (${(e as Error).message.split('\n')[0]})`);
  }
  const k = doc as { name?: unknown; extends?: unknown } | null;
  if (!k || typeof k !== 'object' || typeof k.name !== 'string' || !k.name) throw new InputError(`${where}: a kitchen needs a "name:"`);
  if (k.extends !== base) throw new InputError(`${where}: the kitchen "${k.name}" must say "extends: ${base}" (the task's kitchen name)`);
  return k.name;
}

let folder: string | null = null;
const files = new Map<string, string>();

/** The file holding this YAML text, written on first use. */
export function kitchenFile(text: string): string {
  const hash = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
  const known = files.get(hash);
  if (known) return known;
  if (!folder) {
    folder = mkdtempSync(join(tmpdir(), 'irl-kitchen-kitchens-'));
    const made = folder;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const path = join(folder, `${hash}.yaml`);
  // a name nobody else can have made in a folder nobody else writes: exclusive, no link followed
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  try {
    writeSync(fd, text, null, 'utf8');
  } finally {
    closeSync(fd);
  }
  files.set(hash, path);
  return path;
}
