// A schema violation of a body or query said as its author would fix it: a misspelt field named
// with the one meant and those the route takes (also when the schema first saw the required field
// missing, which the misspelling caused), a misspelt choice with the one meant, a number or
// true/false sent as a string said to be one, and a field sent as null said to be left out.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { didYouMean } from '../did-you-mean.ts';
import { patternWords } from './schema-errors.ts';

type Schema = Record<string, unknown>;

/** A schema added to the server, by its `$id` (fastify's getSchema). */
export type SchemaById = (id: string) => Schema | undefined;

/** The steps of a JSON pointer, unescaped. */
const stepsOf = (pointer: string) => pointer.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

/**
 * The schema a `$ref` stands for (a published schema by its `$id`, or a place in the document
 * being read, `#/$defs/…`), with the document it is in; the schema itself when it has no `$ref`.
 */
function followRefs(at: Schema, root: Schema, byId: SchemaById): { at?: Schema; root: Schema } {
  // a bound on the hops: a schema whose refs go round would otherwise never end
  for (let hops = 0; typeof at.$ref === 'string'; hops++) {
    if (hops === 16) return { root };
    const [id, pointer = ''] = at.$ref.split('#');
    const doc = id ? byId(id) : root;
    let next: unknown = doc;
    for (const step of stepsOf(pointer)) next = typeof next === 'object' && next !== null && Object.hasOwn(next, step) ? (next as Schema)[step] : undefined;
    if (!doc || typeof next !== 'object' || next === null) return { root };
    [at, root] = [next as Schema, doc];
  }
  return { at, root };
}

/** The schema of the value at a JSON pointer of the body (through `properties`, `items` and `$ref`s), if the route's schema spells it out. */
function schemaAt(schema: Schema | undefined, pointer: string, byId: SchemaById): Schema | undefined {
  if (!schema) return undefined;
  let { at, root } = followRefs(schema, schema, byId);
  for (const step of stepsOf(pointer)) {
    if (!at) return undefined;
    const properties = at.properties as Record<string, Schema> | undefined;
    const next = properties && Object.hasOwn(properties, step) ? properties[step] : /^\d+$/.test(step) ? (at.items as Schema | undefined) : undefined;
    if (!next) return undefined;
    ({ at, root } = followRefs(next, root, byId));
  }
  return at;
}

/** The value at a JSON pointer of the body. */
function valueAt(body: unknown, pointer: string): unknown {
  let at = body;
  for (const step of stepsOf(pointer)) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, step)) return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return at;
}

/** The fields an object at `pointer` has that its closed schema does not take, in words with the ones meant; null when none. */
function unknownFields(schema: Schema | undefined, body: unknown, pointer: string, part: string, byId: SchemaById): string | null {
  const own = schemaAt(schema, pointer, byId);
  const value = valueAt(body, pointer);
  if (!own || own.additionalProperties !== false || typeof own.properties !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const known = Object.keys(own.properties as Schema);
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length === 0) return null;
  const named = unknown.slice(0, 5).map((k) => `${JSON.stringify(k.slice(0, 40))}${didYouMean(k, known)}`).join(', ');
  const takes = known.length ? `takes ${known.join(', ')}` : 'takes no fields';
  return `${part}${pointer} has no property ${named} (${pointer ? 'this object' : 'this route'} ${takes})`;
}

/** A number as JSON writes it (`0x10` or `Infinity` in a string are no numbers to unquote). */
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** A number, or true or false, written as a string: the words to add, saying to send it unquoted. */
function quotedValue(error: FastifySchemaValidationError, data: unknown): string | null {
  if (error.keyword !== 'type') return null;
  const wanted = String((error.params as { type?: unknown }).type ?? '');
  const value = valueAt(data, error.instancePath);
  if (typeof value !== 'string') return null;
  const number = /^(integer|number)/.test(wanted) && JSON_NUMBER.test(value.trim());
  const boolean = wanted.startsWith('boolean') && (value === 'true' || value === 'false');
  return number || boolean ? ` (got the string ${JSON.stringify(value.slice(0, 40))}: send ${value.trim()} without quotes)` : null;
}

/**
 * A field sent as JSON null, which is no value of its type: the words to add, saying to leave an
 * optional field out (null does not ask for its default) or to send a value of a required one.
 */
function nullField(error: FastifySchemaValidationError, data: unknown, schema: Schema | undefined, byId: SchemaById): string | null {
  const pointer = error.instancePath;
  if (error.keyword !== 'type' || pointer === '' || valueAt(data, pointer) !== null) return null;
  const field = stepsOf(pointer).at(-1) as string;
  const parent = schemaAt(schema, pointer.slice(0, pointer.lastIndexOf('/')), byId);
  const properties = parent?.properties as Schema | undefined;
  if (!properties || !Object.hasOwn(properties, field)) return ' (got null)'; // an item of an array
  const required = Array.isArray(parent?.required) && parent.required.includes(field);
  return required ? ' (got null: send a value)' : ' (got null: leave the field out for its default)';
}

/** A choice not among the allowed values: the words to add, naming it and the one meant. */
function misspeltChoice(error: FastifySchemaValidationError, data: unknown): string | null {
  const allowed = (error.params as { allowedValues?: unknown }).allowedValues;
  const value = valueAt(data, error.instancePath);
  if (error.keyword !== 'enum' || !Array.isArray(allowed) || typeof value !== 'string') return null;
  return `, not ${JSON.stringify(value.slice(0, 40))}${didYouMean(value, allowed.map(String))}`;
}

/** A value other than the one a field may hold (a snapshot's `version: 2`), or not of a pattern said in words: the words to add, naming it. */
function otherValue(error: FastifySchemaValidationError, data: unknown): string | null {
  const named = error.keyword === 'pattern' && patternWords((error.params as { pattern?: unknown }).pattern);
  if (error.keyword !== 'const' && !named) return null;
  const value = valueAt(data, error.instancePath);
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : Array.isArray(value) ? 'an array' : 'an object';
  return `, not ${shown}`;
}

/**
 * Better words for a schema violation of the request's `part` (body or querystring), or null to
 * keep the validator's. `schema` is the route's schema of that part, `data` the part as parsed;
 * `errors` what the validator found (its first error: allErrors is off); `byId` finds the
 * schemas its `$ref`s name.
 */
export function validationHint(part: string, schema: Schema | undefined, data: unknown, errors: readonly FastifySchemaValidationError[], words: string, byId: SchemaById = () => undefined): string | null {
  const first = errors[0];
  if (!first) return null;
  // a required field missing beside an unknown one: the unknown one is most likely it, misspelt
  if (first.keyword === 'additionalProperties' || first.keyword === 'required') {
    const unknown = unknownFields(schema, data, first.instancePath, part, byId);
    if (unknown) return unknown;
  }
  const more = quotedValue(first, data) ?? misspeltChoice(first, data) ?? otherValue(first, data) ?? nullField(first, data, schema, byId);
  return more ? `${words}${more}` : null;
}
