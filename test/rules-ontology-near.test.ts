// The hint naming ontology files near a rule file looks beside a file on disk only: a name given
// with rule text in memory is a label, and the folders around the working directory said nothing
// about it (a test's message changed with the YAML files beside the checkout).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ontologyFilesNear } from '../src/rules/rule-folder.ts';

describe('ontology files near a rule file', () => {
  it('are listed for a rule file on disk, and not for a name with no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-near-'));
    writeFileSync(join(dir, 'ontology.yaml'), 'classes: {}\n');
    mkdirSync(join(dir, 'rules'));
    const rule = join(dir, 'rules', 'stir.pl');
    expect(ontologyFilesNear(rule)).toEqual([]);
    writeFileSync(rule, "action(stir, 'stir').\n");
    expect(ontologyFilesNear(rule)).toEqual([join(dir, 'rules', '..', 'ontology.yaml')]);
  });
});
