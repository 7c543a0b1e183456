// Validation of responses against the published JSON Schemas (docs/schema/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';

const SCHEMA_DIR = resolve(import.meta.dirname, '../docs/schema');

const ajv = new Ajv2020({ allErrors: true, strict: false });
for (const f of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.schema.json'))) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMA_DIR, f), 'utf8')));

/** The schema's errors for a value, as readable lines (empty when it validates). */
export function schemaErrors(schema: string, value: unknown): string[] {
  const validate = ajv.getSchema(schema);
  if (!validate) throw new Error(`no schema ${schema} in docs/schema`);
  if (validate(value)) return [];
  return (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}
