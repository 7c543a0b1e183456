// The closest names are looked for only for the problems a refusal lists: a file of thousands of
// misspelt entries (each compared with every class of the ontology) is refused as quickly as one.
import { describe, expect, it, vi } from 'vitest';
import { MAX_LISTED_PROBLEMS } from '../src/kitchen/load-checks.ts';
import { worldFiles } from './support/world-files.ts';

const looked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/did-you-mean.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/did-you-mean.ts')>();
  return {
    ...real,
    didYouMean: (name: string, known: readonly string[]) => {
      looked.count++;
      return real.didYouMean(name, known);
    },
  };
});

const { refusal } = worldFiles('irl-ontoprobe-bound-');

describe('suggestions for a file of many misspelt entries', () => {
  it('are looked for the listed problems only', () => {
    const entries = Array.from({ length: 3 * MAX_LISTED_PROBLEMS }, () => "            - whiks");
    const message = refusal('many.yaml', ['kitchens:', '  - name: mine', '    places:', '      - kitchen-cabinet:', '          contents:', ...entries]);
    const lines = message.split('\n');
    expect(lines).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(lines[0]).toMatch(/^many\.yaml:6:15: kitchen "mine": unknown class "whiks" \(did you mean whisk\?\)$/);
    expect(lines.at(-1)).toBe(`… and ${2 * MAX_LISTED_PROBLEMS} more problems (the first ${MAX_LISTED_PROBLEMS} are listed)`);
    expect(looked.count).toBe(MAX_LISTED_PROBLEMS);
  });
});
