// The dam break's measured series ($IRL_KITCHEN_PHYSICS_DATA): read strictly, since the
// validation's verdict is a comparison with its points (a header-only file passed every bound).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCommand } from '../src/cli/commands/physics.ts';
import { InputError } from '../src/errors.ts';
import { martinMoyce, measuredSeries } from '../physics/validate/dam-break.ts';

const refused = (text: string, message: string) => {
  expect(() => measuredSeries(text, 'm.csv')).toThrow(InputError);
  expect(() => measuredSeries(text, 'm.csv')).toThrow(message);
};

describe('the measured dam-break series', () => {
  it('reads the header, then rows of T,Z in increasing T', () => {
    expect(measuredSeries('T,Z\n0.832,1.217\r\n1.219,1.474\n\n', 'm.csv')).toEqual([{ T: 0.832, Z: 1.217 }, { T: 1.219, Z: 1.474 }]);
  });

  it('refuses a file without points, without its header, with bad or unordered rows, naming the line', () => {
    refused('T,Z\n', "m.csv: no measured point after the header T,Z");
    refused('', "m.csv:1: expected the header T,Z, got ''");
    refused('0.832,1.217\n1.219,1.474\n', "m.csv:1: expected the header T,Z, got '0.832,1.217'");
    refused('T,Z\n1,2,3\n', "m.csv:2: expected two numbers T,Z, got '1,2,3'");
    refused('T,Z\n1,abc\n', "m.csv:2: expected two numbers T,Z, got '1,abc'");
    refused('T,Z\n1,2\n\n3,4\n', "m.csv:3: expected two numbers T,Z, got ''");
    refused('T,Z\n1,2\n0.5,1.1\n', 'm.csv:3: T 0.5 does not follow T 1: the rows must be in increasing T');
  });

  it('validate --case dam-break refuses a header-only series before simulating, instead of passing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-series-'));
    writeFileSync(join(dir, 'martin-moyce-1952-n2-2-a2.25in.csv'), 'T,Z\n');
    expect(() => martinMoyce(dir)).toThrow('no measured point after the header T,Z');
    const before = process.env.IRL_KITCHEN_PHYSICS_DATA;
    process.env.IRL_KITCHEN_PHYSICS_DATA = dir;
    try {
      await expect(validateCommand({ case: 'dam-break', size: 'small', backend: 'plain' })).rejects.toThrow('no measured point after the header T,Z');
    } finally {
      if (before === undefined) delete process.env.IRL_KITCHEN_PHYSICS_DATA;
      else process.env.IRL_KITCHEN_PHYSICS_DATA = before;
    }
  }, 60_000);
});
