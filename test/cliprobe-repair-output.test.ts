// `repair --output FILE` that cannot be written says where the networks are: printed above when
// a repair changed one, and nothing lost when none was changed (it used to say "the networks are
// printed above" under a report that printed none).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, start } from './support/spawned-cli.ts';

const tutorial = (name: string) => join(ROOT, 'examples/tutorial', name);
const repairInto = (file: string, output: string) => start(['repair', file, '--output', output, '--max-nodes', '30']).exited;

describe.skipIf(!existsSync('/dev/full'))('repair --output on a full disk', () => {
  it('a network with nothing to repair: none printed, none lost', async () => {
    const r = await repairInto(tutorial('less-sugar.solution'), '/dev/full');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/: ok, nothing to repair\n$/);
    expect(r.err).toBe('irl-kitchen: cannot write /dev/full: no space left on the device (ENOSPC); no network was changed, so none is lost\n');
  });

  it('a repaired network is printed, and the message says so', async () => {
    const r = await repairInto(tutorial('prediction.solution'), '/dev/full');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/unexecutable → ok with \d+ edits?[^]*\n\n#\S+\n\(get-kitchen /);
    expect(r.err).toMatch(/; the repaired networks are printed above\n$/);
  });
});
