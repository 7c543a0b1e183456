// plan() and repair() take their extra rule folders and ontology files as `rules` and `ontology`:
// a value that is not an array of paths is refused under those names, not under the names of the
// Simulator options they become (rulesDirs, ontologyFiles), which the caller never wrote.
import { describe, expect, it } from 'vitest';
import { plan } from '../src/plan/index.ts';
import { repair } from '../src/repair/index.ts';
import { refusal } from './support/thrown.ts';

const NETWORK = '(get-kitchen ?kitchen)\n(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)\n';

describe('plan and repair name their own path options', () => {
  for (const [key, value] of [['rules', '/tmp'], ['ontology', [3]]] as const) {
    it(`repair: ${key}`, () => {
      const message = refusal(() => repair(NETWORK, { [key]: value } as never));
      expect(message).toMatch(new RegExp(`^${key}: repair takes an array of paths`));
      expect(message).not.toMatch(/rulesDirs|ontologyFiles/);
    });
    it(`plan: ${key}`, () => {
      const message = refusal(() => plan('almond-crescent-cookies', { [key]: value, maxNodes: 1 } as never));
      expect(message).toMatch(new RegExp(`^${key}: plan takes an array of paths`));
      expect(message).not.toMatch(/rulesDirs|ontologyFiles/);
    });
  }
});
