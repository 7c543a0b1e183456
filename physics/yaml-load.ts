// Reads the engine's YAML files (ontology/materials.yaml, geometry.yaml) with the care due to
// input: a size limit, the core schema (no custom types, no merge keys), duplicate keys refused,
// anchors and aliases refused (they let a small file expand into a huge one), and every number
// checked to be finite and positive where the caller asks.
import { existsSync } from 'node:fs';
import yaml from 'js-yaml';
import { InputError } from '../src/errors.ts';
import { readBoundedText } from '../src/kitchen/yaml-source.ts';

export const MAX_YAML_BYTES = 1 << 20;

/** Parses a YAML file into plain data; errors name file:line:column. */
export function loadYamlFile(file: string): unknown {
  if (!existsSync(file)) throw new InputError(`${file}: file not found`);
  return parseYaml(readBoundedText(file, MAX_YAML_BYTES, 'YAML file'), file);
}

export function parseYaml(text: string, file: string): unknown {
  if (text.length > MAX_YAML_BYTES) throw new InputError(`${file}: more than ${MAX_YAML_BYTES} characters`);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const code = stripStringsAndComments(lines[i]);
    const m = /(^|[\s[{,:-])([&*])[^\s]/.exec(code);
    if (m) throw new InputError(`${file}:${i + 1}:${m.index + m[1].length + 1}: YAML ${m[2] === '&' ? 'anchors' : 'aliases'} are not accepted here`);
  }
  try {
    return yaml.load(text, { filename: file, schema: yaml.CORE_SCHEMA, json: false });
  } catch (e) {
    if (e instanceof yaml.YAMLException) {
      const mark = e.mark;
      throw new InputError(`${file}:${mark ? `${mark.line + 1}:${mark.column + 1}` : '1:1'}: ${e.reason}`);
    }
    throw e;
  }
}

function stripStringsAndComments(line: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = null;
      out += ' ';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      out += ' ';
    } else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
    else out += ch;
  }
  return out;
}

/** A record (mapping) or an InputError naming where. */
export function asRecord(v: unknown, where: string): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new InputError(`${where}: expected a mapping`);
  return v as Record<string, unknown>;
}

/** A finite number > 0 (or ≥ 0 with `zeroOk`), else an InputError naming where. */
export function positive(v: unknown, where: string, zeroOk = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (!zeroOk && v === 0))
    throw new InputError(`${where}: expected a finite number ${zeroOk ? '≥ 0' : '> 0'}, got ${JSON.stringify(v)}`);
  return v;
}
