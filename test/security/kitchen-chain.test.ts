// Kitchens and classes that would make the process build millions of objects from a few KB of
// YAML: `extends:` chains that each stay under the cap, `add:` into a counted place, class
// defaults that make their own class or fan out, and class hierarchies too large or too deep.
// Each is refused at load, before anything is built, with file:line and the limit in the message.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { Factory } from '../../src/kitchen/entity.ts';
import { World, YAML_LIMITS } from '../../src/kitchen/world.ts';
import { cli, expectRefused, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('kitchen-chain');
const CAP = YAML_LIMITS.maxKitchenObjects;

function yamlFile(name: string, lines: string[]): string {
  const path = join(folder(), name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

/** `kitchens:` k0 … k{n-1}, k0 extending `base`, each adding `count` bowls to the pantry. */
function chain(n: number, count: number, base = 'full-kitchen'): string[] {
  const lines = ['kitchens:'];
  for (let i = 0; i < n; i++)
    lines.push(`  - name: k${i}`, `    extends: ${i ? `k${i - 1}` : base}`, '    add:', '      - place: pantry', '        contents:', `          - medium-bowl: {count: ${count}}`);
  return lines;
}

/** The InputError message of loading the standard world plus `path`, and how long it took. */
function refusal(path: string): { message: string; ms: number } {
  const start = performance.now();
  try {
    World.standard([path]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return { message: (e as Error).message, ms: performance.now() - start };
  }
  throw new Error(`${path} was accepted`);
}

describe('objects are counted across extends: chains, before anything is built', () => {
  it('the attack: 40 kitchens chained, each count: 99999 (4.5 KB), through the command line', async () => {
    const path = yamlFile('chain.yaml', chain(40, 99_999));
    const network = join(folder(), 'n.solution');
    writeFileSync(network, '(get-kitchen ?k)\n');
    const r = await cli(['run', '--ontology', path, '--kitchen', 'k39', network]);
    expectRefused(r, new RegExp(`^irl-kitchen: ${path}:2:5: kitchen "k0" would hold more than ${CAP} objects once built, with the objects it inherits through "extends: full-kitchen"`));
  }, SLOW);

  it('refuses the kitchen of the chain where the inherited objects pass the cap, naming its line', () => {
    // a base of one place, then 2,600 bowls per level, each weighed with what its defaults make
    const weights = World.standard().ontology.weights;
    const perLevel = 2600 * weights.ofClass('medium-bowl');
    const base = weights.ofClass('counter-top');
    const level = Math.ceil((CAP + 1 - base) / perLevel); // the first level over the cap
    const lines = ['kitchens:', '  - name: c0', '    places: [counter-top]'];
    for (let i = 1; i <= level + 5; i++) lines.push(`  - name: c${i}`, `    extends: c${i - 1}`, '    add:', '      - place: counter-top', '        contents:', '          - medium-bowl: {count: 2600}');
    const path = yamlFile('levels.yaml', lines);
    const { message, ms } = refusal(path);
    expect(message).toBe(
      `${path}:${4 + 6 * (level - 1)}:5: kitchen "c${level}" would hold more than ${CAP} objects once built, with the objects it inherits through "extends: c${level - 1}" (counts multiplied out, with what class defaults make); that is the limit`,
    );
    expect(ms).toBeLessThan(2000);
    // one level less loads
    expect(World.standard([yamlFile('levels-ok.yaml', lines.slice(0, 3 + 6 * (level - 1)))]).kitchenNames()).toContain(`c${level - 1}`);
  });

  it('multiplies what add: puts into a counted place', () => {
    const lines = ['kitchens:', '  - name: m0', '    places:', '      - counter-top: {count: 100}', '  - name: m1', '    extends: m0', '    add:', '      - place: counter-top', '        contents: [{whisk: {count: 1000}}]'];
    expect(refusal(yamlFile('counted-place.yaml', lines)).message).toMatch(/counted-place\.yaml:5:\d+: kitchen "m1" would hold more than 100000 objects/);
  });

  it('loads and builds a chain that stays under the cap, with about the objects it counted', () => {
    const path = yamlFile('small.yaml', chain(3, 1000));
    const world = World.standard([path]);
    const start = performance.now();
    const kitchen = world.buildKitchen('k2', new Factory(world.ontology));
    expect(kitchen.contents.find((p) => p.cls.name === 'pantry')!.contents.filter((e) => e.cls.name === 'medium-bowl').length).toBeGreaterThanOrEqual(3000);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('class defaults that make objects without end', () => {
  it('a class whose default makes its own class, directly or through another', async () => {
    const direct = yamlFile('loop.yaml', ['classes:', '  ouroboros:', '    is-a: [kitchen-entity]', '    slots: {tail: {new: ouroboros}}']);
    expect(refusal(direct).message).toMatch(/loop\.yaml:2:3: class "ouroboros": its defaults make an instance of itself, without end \(ouroboros\.tail → ouroboros\)/);
    const indirect = yamlFile('loop2.yaml', ['classes:', '  yin: {is-a: [kitchen-entity], slots: {other: {new: yang}}}', '  yang: {is-a: [kitchen-entity], slots: {other: [{amount: "1 yin"}]}}']);
    expect(refusal(indirect).message).toMatch(/loop2\.yaml:2:\d+: class "yin": .*\(yin\.other → yang\.other → yin\)/);
    const network = join(folder(), 'n.solution');
    writeFileSync(network, '(get-kitchen ?k)\n');
    expectRefused(await cli(['run', '--ontology', direct, network]), /class "ouroboros": its defaults make an instance of itself/);
  }, SLOW);

  it('defaults that fan out: 20 new objects per class, 8 classes deep', async () => {
    const lines = ['classes:'];
    for (let i = 0; i < 8; i++) lines.push(`  fan${i}:`, '    is-a: [kitchen-entity]', `    slots: {${Array.from({ length: 20 }, (_, j) => `s${j}: {new: fan${i + 1}}`).join(', ')}}`);
    lines.push('  fan8: {is-a: [kitchen-entity]}', 'name: fank', 'extends: full-kitchen', 'add:', '  - place: pantry', '    contents: [fan0]');
    const path = yamlFile('fan.yaml', lines);
    const { message, ms } = refusal(path);
    expect(message).toMatch(new RegExp(`fan\\.yaml:\\d+:\\d+: class "fan\\d": one instance makes more than ${CAP} objects through the defaults of its slots`));
    expect(ms).toBeLessThan(2000);
    const network = join(folder(), 'n.solution');
    writeFileSync(network, '(get-kitchen ?k)\n');
    expectRefused(await cli(['run', '--ontology', path, '--kitchen', 'fank', network]), /one instance makes more than 100000 objects/);
  }, SLOW);

  it('counts what defaults make in a kitchen: 60,000 objects whose defaults make two more each', () => {
    const lines = ['classes:', '  heavy: {is-a: [kitchen-entity], slots: {a: {new: whisk}, b: {new: whisk}}}', 'name: hk', 'places:', '  - counter-top:', '      contents: [{heavy: {count: 60000}}]'];
    expect(refusal(yamlFile('heavy.yaml', lines)).message).toMatch(/heavy\.yaml:\d+:\d+: kitchen "hk" would hold more than 100000 objects once built/);
  });

  it('a kitchen counted again when it is built, after a later file made its classes heavier', () => {
    const first = yamlFile('light.yaml', ['classes:', '  feather: {is-a: [kitchen-entity]}', 'name: lk', 'places:', '  - counter-top:', '      contents: [{feather: {count: 90000}}]']);
    const second = yamlFile('heavier.yaml', ['classes:', '  feather: {is-a: [kitchen-entity], slots: {a: {new: whisk}}}']);
    const world = World.standard([first, second]);
    expect(() => world.buildKitchen('lk', new Factory(world.ontology))).toThrow(/light\.yaml:1:\d+: kitchen "lk" would hold more than 100000 objects once built/);
  });
});

describe('class hierarchies that make loading quadratic', () => {
  it(`more than ${YAML_LIMITS.maxClasses} classes`, () => {
    const lines = ['classes:', ...Array.from({ length: YAML_LIMITS.maxClasses }, (_, i) => `  c${i}: {is-a: [kitchen-entity]}`)];
    const { message, ms } = refusal(yamlFile('many.yaml', lines));
    expect(message).toMatch(new RegExp(`many\\.yaml:\\d+:\\d+: class "c\\d+" is one more than the ${YAML_LIMITS.maxClasses} classes an ontology may hold`));
    expect(ms).toBeLessThan(5000);
  });

  it(`superclasses more than ${YAML_LIMITS.maxAncestors} deep, in either order`, () => {
    const n = 5000;
    const up = ['classes:', '  c0: {is-a: [kitchen-entity]}', ...Array.from({ length: n - 1 }, (_, i) => `  c${i + 1}: {is-a: [c${i}]}`)];
    const down = ['classes:', ...Array.from({ length: 5000 }, (_, i) => `  c${5000 - i}: {is-a: [c${4999 - i}]}`), '  c0: {is-a: [kitchen-entity]}'];
    for (const [name, lines] of [['up.yaml', up], ['down.yaml', down]] as const) {
      const { message, ms } = refusal(yamlFile(name, lines));
      expect(message).toMatch(new RegExp(`${name.replace('.', '\\.')}:\\d+:\\d+: class c\\d+.*${YAML_LIMITS.maxAncestors}`));
      expect(ms).toBeLessThan(5000);
    }
  });
});
