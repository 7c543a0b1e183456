// Hostile ontology and kitchen YAML: alias bombs, cycles, nested counts, wrong shapes, numbers
// that are not amounts, files that are not files. Each is refused at load with file:line, in
// bounded time and memory, and the CLI exits non-zero without a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { World, YAML_LIMITS } from '../../src/kitchen/world.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-yaml-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** Loads the standard world plus `path`; returns the InputError's message (fails on success). */
function refusal(path: string): string {
  try {
    World.standard([path]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error(`${path} was accepted`);
}

const cases: [string, string, RegExp][] = [
  ['alias-bomb.yaml', 'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nclasses: {}\n', /:1:\d+: anchors and aliases/],
  ['self-alias.yaml', 'classes: &x\n  foo: *x\n', /:1:\d+: anchors and aliases/],
  ['is-a-string.yaml', 'classes:\n  my-whisk:\n    is-a: whisk\n', /:3:\d+: "is-a of class my-whisk" must be a list/],
  ['unknown-class-key.yaml', 'classes:\n  my-whisk:\n    is-a: [whisk]\n    slot: {}\n', /:4:5: unknown key "slot" in class "my-whisk"/],
  ['unknown-top-key.yaml', 'clases:\n  foo: {}\n', /:1:\d+: unknown key "clases"/],
  ['negative-factor.yaml', 'grams-per-unit:\n  flour:\n    cup: -120\n', /:3:\d+: grams-per-unit flour.cup: a conversion factor must be a finite number above 0/],
  ['nan-factor.yaml', 'grams-per-unit:\n  flour:\n    cup: .nan\n', /:3:\d+: .*NaN/],
  ['infinite-factor.yaml', 'before-lookup:\n  pinch:\n    unit: g\n    factor: .inf\n', /:4:5: before-lookup pinch.factor/],
  ['infinite-temperature.yaml', 'stove-temperatures:\n  high: -.inf\n', /stove-temperatures high: -Infinity is not a finite number/],
  ['negative-amount.yaml', 'name: k2\nextends: full-kitchen\nadd:\n  - place: pantry\n    contents:\n      - flour: {amount: "-5 g"}\n', /:6:\d+: flour.amount: the amount "-5 g" must be a finite number of at least 0/],
  ['nested-counts.yaml', 'name: big\nplaces:\n  - counter-top:\n      contents:\n        - medium-bowl:\n            count: 1000\n            contents:\n              - medium-bowl: {count: 1000}\n', new RegExp(`more than ${YAML_LIMITS.maxKitchenObjects} objects`)],
  ['deep.yaml', `classes: ${'['.repeat(200)}${']'.repeat(200)}\n`, /nesting exceeded maxDepth/],
  ['syntax.yaml', 'classes:\n  foo: [unclosed\n', /syntax\.yaml:\d+:\d+: /],
  // slot values live in records keyed by slot names: these would reach a record's own machinery
  ['proto-slot.yaml', 'classes:\n  my-bowl:\n    is-a: [medium-bowl]\n    slots:\n      __proto__: null\n', /:5:\d+: class "my-bowl": bad slot name "__proto__"/],
  ['constructor-slot.yaml', 'classes:\n  my-bowl:\n    is-a: [medium-bowl]\n    slots:\n      constructor: 1\n', /:5:\d+: class "my-bowl": bad slot name "constructor"/],
  ['proto-default.yaml', 'classes:\n  my-bowl:\n    is-a: [medium-bowl]\n    slots:\n      lid: {new: medium-bowl, with: {__proto__: {new: whisk}}}\n', /:5:\d+: the default of class "my-bowl" slot "lid": bad slot name "__proto__"/],
  ['proto-kitchen.yaml', 'name: k4\nextends: full-kitchen\nadd:\n  - place: pantry\n    contents:\n      - flour: {__proto__: {new: whisk}}\n', /:6:\d+: flour: bad slot name "__proto__"/],
];

describe('hostile ontology files are refused at load with file:line', () => {
  for (const [name, text, expected] of cases)
    it(name, () => {
      const message = refusal(file(name, text));
      expect(message).toMatch(new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${name.replace('.', '\\.')}`));
      expect(message).toMatch(expected);
    });

  it('refuses what is not a regular file without reading it', () => {
    const sub = join(dir, 'folder.yaml');
    mkdirSync(sub, { recursive: true });
    expect(refusal(sub)).toMatch(/not a regular file/);
    expect(refusal('/dev/zero')).toMatch(/not a regular file/);
    expect(refusal(join(dir, 'missing.yaml'))).toMatch(/no such YAML file/);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const big = file('big.yaml', `classes: {}\n# ${'x'.repeat(YAML_LIMITS.maxBytes)}\n`);
    expect(refusal(big)).toMatch(/larger than the limit/);
  });

  it('refuses a kitchen object with a slot its class does not have once every file is loaded', () => {
    const path = file('unknown-slot.yaml', 'name: k5\nextends: full-kitchen\nadd:\n  - place: pantry\n    contents:\n      - flour: {meltd: true}\n');
    expect(refusal(path)).toMatch(/unknown-slot\.yaml:6:\d+: .*class "flour" has no slot "meltd" \(its slots: .*amount/);
  });

  it('names a UTF-16 file as such instead of failing on its null bytes', () => {
    const path = join(dir, 'utf16.yaml');
    writeFileSync(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('classes:\n  my-whisk:\n    is-a: [whisk]\n', 'utf16le')]));
    expect(refusal(path)).toBe(`${path}: the text is UTF-16 (little-endian): it starts with the byte-order mark FF FE; save it as UTF-8`);
  });

  it('still loads the project ontology and a well-formed extension', () => {
    const ok = file('ok.yaml', 'classes:\n  my-whisk:\n    is-a: [whisk]\nname: k3\nextends: full-kitchen\nadd:\n  - place: pantry\n    contents:\n      - flour: {amount: "5 g"}\n');
    expect(World.standard([ok]).kitchenNames()).toContain('k3');
  });
});

describe('the CLI on a hostile ontology file', () => {
  const bin = resolve(__dirname, '../../bin/irl-kitchen.js');
  const network = file('n.solution', '#n\n(get-kitchen ?k)\n');
  for (const name of ['alias-bomb.yaml', 'is-a-string.yaml', 'nested-counts.yaml'])
    it(`${name}: exit 2, file:line, no stack trace`, () => {
      const path = join(dir, name);
      const r = spawnSync(process.execPath, [bin, 'run', '--ontology', path, network], { encoding: 'utf8', timeout: 30_000 });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${path}:`);
      expect(r.stdout + r.stderr).not.toMatch(/^\s+at /m);
    });
});
