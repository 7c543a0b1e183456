// A kitchen of one's own seen from outside the YAML: `--kitchen NAME` for a kitchen no loaded
// file defines says that the file defining it may be missing (the did-you-mean kept), and the
// testing kit offers the units the kitchen converts from, a kg of one's own that `before-lookup`
// re-expresses in grams included.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkKitchen } from '../src/cli/flag-checks.ts';
import { Simulator } from '../src/simulator.ts';
import { kitchenFacts } from '../src/testing/kitchen-facts.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-leftovers-lookups-'));

function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

async function refusalOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  return 'nothing thrown';
}

describe('--kitchen NAME defined in a file not loaded', () => {
  const own = file('own.yaml', ['kitchens:', '  - name: my-kitchen', '    extends: full-kitchen']);

  it('says that the file defining it may be missing, with no --ontology given', async () => {
    const said = await refusalOf(checkKitchen('my-kitchen', [], []));
    expect(said).toMatch(/^--kitchen my-kitchen: no such kitchen \(known: full-kitchen\)/);
    expect(said).toMatch(/pass it with --ontology FILE \(none given\)$/);
  });

  it('names the files given, and keeps the did-you-mean', async () => {
    const said = await refusalOf(checkKitchen('my-kitchn', [own], []));
    expect(said).toContain('(did you mean my-kitchen?)');
    expect(said).toMatch(new RegExp(`pass it with --ontology FILE \\(only ${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} given\\)$`));
  });

  it('accepts the kitchen once its file is given', async () => {
    expect(await checkKitchen('my-kitchen', [own], [])).toEqual([own]);
  });
});

describe('the testing kit\'s units of an ingredient', () => {
  it('offers a kg of one\'s own re-expressed in grams, as a run converts it', () => {
    const kg = file('kg.yaml', ['classes:', '  kg: {is-a: [mass-unit]}', 'before-lookup:', '  kg: {unit: g, factor: 1000}']);
    const butter = kitchenFacts(new Simulator({ ontologyFiles: [kg] })).ingredients.find((i) => i.cls === 'butter')!;
    const kgFact = butter.units.find((u) => u.unit === 'kg');
    expect(kgFact).toEqual({ unit: 'kg', exact: true, conserving: true });
  });

  it('does not offer a row unit that before-lookup re-expresses (its entry is never read)', () => {
    const standard = kitchenFacts(new Simulator()).ingredients.find((i) => i.cls === 'milk')!;
    const units = standard.units.map((u) => u.unit);
    // milk converts from l; ml is looked up as l / 1000, so it is offered as well
    expect(units).toContain('ml');
    expect(new Simulator().world.units.unitsOf('milk').sort()).toEqual([...units].filter((u) => u !== standard.unit).concat(standard.unit).sort());
  });
});

describe('--kitchen BASE+N-TOOL', () => {
  it('speaks of a missing file only when the base is what no loaded file defines', async () => {
    expect(await refusalOf(checkKitchen('my-kitchen+2-baking-tray', [], []))).toMatch(/no kitchen "my-kitchen".*pass it with --ontology FILE \(none given\)$/);
    expect(await refusalOf(checkKitchen('full-kitchen+5-baking-tray', [], []))).not.toContain('--ontology');
  });
});
