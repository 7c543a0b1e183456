// `irl-kitchen actions` as a user runs it: the JSON model against its schema, the Markdown that
// docs/ACTIONS.md holds, the text listing, a --rules folder, and usage errors.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS_REGENERATE } from '../src/action-model/markdown.ts';
import type { ActionModel } from '../src/action-model/types.ts';
import { schemaErrors } from './json-validate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const actions = (...args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'actions', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('irl-kitchen actions', () => {
  it('--json prints one document valid against docs/schema/action-model.schema.json, every action with its conditions', () => {
    const r = actions('--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const model = JSON.parse(r.out) as ActionModel;
    expect(schemaErrors('action-model.schema.json', model)).toEqual([]);
    expect(model.version).toBe(1);
    expect(model.actions).toHaveLength(39);
    // the actions converted to declared conditions have some
    for (const name of ['mix', 'cut', 'transfer-items', 'dip']) {
      const a = model.actions.find((x) => x.name === name)!;
      const conditions = a.modes.flatMap((m) => [...m.conditions, ...m.variants.flatMap((v) => v.conditions)]);
      expect(conditions.length, name).toBeGreaterThan(0);
      expect(conditions.every((c) => c.codes.length > 0), name).toBe(true);
    }
    const mix = model.actions.find((a) => a.name === 'mix')!;
    expect(mix.slots[4]).toEqual({ name: 'mixing-tool', direction: 'in', type: 'can-mix' });
    expect(mix.modes[0]).toMatchObject({ id: '1', defaults: [{ slot: 'mixing-tool', how: 'retrieve(whisk)' }], start: 'max(kt, avail(container_with_input_ingredients))', clock: 'start + 30' });
    expect(mix.modes[0].effect?.doc).toMatch(/homogeneous mixture/);
    expect(mix.modes[1].failureClock).toBe('kt');
    expect(mix.physics).toEqual([{ mode: '_', procedure: 'stir(container_with_mixture, container_with_input_ingredients)' }]);
  });

  it(`--markdown prints docs/ACTIONS.md (regenerate: ${ACTIONS_REGENERATE})`, () => {
    const r = actions('--markdown');
    expect(r.code).toBe(0);
    const doc = readFileSync(join(ROOT, 'docs/ACTIONS.md'), 'utf8');
    expect(r.out === doc, `docs/ACTIONS.md is stale: regenerate it with ${ACTIONS_REGENERATE}`).toBe(true);
  });

  it('prints a readable listing by default', () => {
    const r = actions();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^mix — mix the contents of a container with a mixing tool \(rules\/mix\.pl\)\n {2}slots:\n {4}container-with-mixture +out {2}transferable-container\n/m);
    expect(r.out).toMatch(/^ {2}mode 1: given kitchen-state-in, container-with-input-ingredients; computes container-with-mixture, kitchen-state-out, mixing-tool$/m);
    expect(r.out).toMatch(/^ {4}default {3}mixing-tool = retrieve\(whisk\)$/m);
    expect(r.out).toMatch(/^ {4}effect {4}mix_with_tool\(container_with_input_ingredients, mixing_tool, mixed\): turns the contents/m);
    expect(r.out).toMatch(/^ {4}variant list, when is_a\(object, list_of_kitchen_entities\) \(values\):$/m);
    expect(r.out).not.toMatch(/undefined|\[object Object\]/);
  });

  it('lists the actions of a --rules folder over an --ontology file', () => {
    const r = actions('--rules', 'examples/extension/rules', '--ontology', 'examples/extension/ontology.yaml', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const model = JSON.parse(r.out) as ActionModel;
    expect(model.actions).toHaveLength(41);
    const whip = model.actions.find((a) => a.name === 'whip-to-stiff-peaks')!;
    expect(whip.file).toBe('examples/extension/rules/whip-to-stiff-peaks.pl');
    expect(whip.modes[0].effect?.term).toMatch(/^mix_with_tool\(container_with_ingredients, whipping_tool, whipped/);
    expect(model.actions.find((a) => a.name === 'toast')?.modes.map((m) => m.id)).toEqual(['1', '2']);
    const text = actions('--rules', 'examples/extension/rules', '--ontology', 'examples/extension/ontology.yaml');
    expect(text.out).toMatch(/^whip-to-stiff-peaks — whip the contents of a container with a mixer until stiff peaks form /m);
    expect(text.out).toMatch(/^toast — toast the contents of a container in an oven for a time /m);
  });

  it('prints only the named actions, in the order named, as networks or rule files write them', () => {
    const text = actions('transfer_items', 'beat');
    expect(text.code).toBe(0);
    expect([...text.out.matchAll(/^(\S+) — /gm)].map((m) => m[1])).toEqual(['transfer-items', 'beat']);
    const json = actions('beat', '--json');
    const model = JSON.parse(json.out) as ActionModel;
    expect(schemaErrors('action-model.schema.json', model)).toEqual([]);
    expect(model.actions.map((a) => a.name)).toEqual(['beat']);
    // the vocabulary stays whole: the conditions the action names are explained
    expect(Object.keys(model.conditions).length).toBeGreaterThan(10);
    const markdown = actions('beat', '--markdown');
    expect(markdown.out).toMatch(/^## beat\n/);
    expect(markdown.out).toContain(readFileSync(join(ROOT, 'docs/ACTIONS.md'), 'utf8').split('\n## beat\n')[1].split('\n## ')[0].trim());
    const unknown = actions('beet');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toBe('');
    expect(unknown.err).toBe("irl-kitchen: actions: unknown action 'beet' (did you mean beat?) (`irl-kitchen actions` lists them all)\n");
  });

  it('refuses bad flags and folders with exit status 2 and one line', () => {
    for (const args of [['--json', '--markdown'], ['--bogus'], ['extra'], ['--rules', join(ROOT, 'no-such-folder')]]) {
      const r = actions(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out, args.join(' ')).toBe('');
      expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err).toMatch(/^irl-kitchen: /);
    }
  });
});
