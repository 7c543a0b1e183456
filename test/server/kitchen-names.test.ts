// Kitchen names of an ontology file (`--ontology FILE`) through every door: a name the loader
// takes is one POST /sessions, the session snapshot and POST /sessions/restore take too (the
// derived tasks' kitchens are named `BASE+N-CLASS`, docs/TASKS.md), and a name they could not
// take is refused when the file is loaded, at its line, as a bad class name is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { World } from '../../src/kitchen/world.ts';
import { testServer } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'kitchen-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function yamlFile(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

const kitchen = (name: string) => ['kitchens:', `  - name: ${name}`, '    extends: full-kitchen', '    add:', '      - place: kitchen-cabinet', '        contents: [whisk]'];

describe('kitchen names of an ontology file', () => {
  for (const name of ['"My Kitchen"', '"<b>k</b>"', 'Kitchen', '"-k"', 'k'.repeat(101)])
    it(`refuses ${name} at its line`, () => {
      const path = yamlFile('bad.yaml', kitchen(name));
      expect(() => World.standard([path])).toThrow(InputError);
      expect(() => World.standard([path])).toThrow(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:5: bad kitchen name`));
    });

  describe('a name the loader takes is one a server session takes', () => {
    let s: Awaited<ReturnType<typeof testServer>>;
    beforeAll(async () => {
      s = await testServer({ ontology: [yamlFile('good.yaml', kitchen('full-kitchen+1-whisk'))], semantics: 'corrected' });
    });
    afterAll(() => s?.close());

    it('opens, snapshots and restores a session in it', async () => {
      const opened = await s.call('POST', '/sessions', { kitchen: 'full-kitchen+1-whisk' });
      expect(opened).toMatchObject({ status: 200, violations: [] });
      const id = opened.body.session as string;
      const snapshot = await s.call('GET', `/sessions/${id}/snapshot`);
      expect(snapshot).toMatchObject({ status: 200, violations: [] });
      expect(snapshot.body.options).toEqual({ kitchen: 'full-kitchen+1-whisk', semantics: 'corrected' });
      const restored = await s.call('POST', '/sessions/restore', { snapshot: snapshot.body });
      expect(restored).toMatchObject({ status: 200, violations: [] });
      expect((await s.call('GET', `/sessions/${restored.body.session}/snapshot`)).body.options).toEqual(snapshot.body.options);
    }, 120_000);
  });
});
