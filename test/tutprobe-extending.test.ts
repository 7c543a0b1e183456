// docs/EXTENDING.md's claims that a reader of the extension example tries first and that
// test/extension.test.ts does not cover: a whip more than the kitchen has mixers, an action whose
// file is named otherwise, and the kitchen of the example asked for without its ontology file.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './support/spawned-cli.ts';

const PROSE = readFileSync(join(ROOT, 'docs/EXTENDING.md'), 'utf8').replace(/\s+/g, ' ');
const EXAMPLE = join(ROOT, 'examples/extension');
const LOADED = ['--rules', join(EXAMPLE, 'rules'), '--ontology', join(EXAMPLE, 'ontology.yaml')];
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4 };

/** `irl-kitchen ARGS…` as a reader runs it: exit status, standard output, standard error. */
function runCli(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'tutprobe-extending-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The example network up to its whip, the sweetened cream ready as `?ks-with-sweetened-cream`. */
const beforeTheWhip = () => readFileSync(join(EXAMPLE, 'network.solution'), 'utf8').split('\n').slice(0, 5);

describe('EXTENDING: what the example does beyond its network', () => {
  it('one whip more than the cabinet holds mixers stops the run with the message the page gives', () => {
    const [, mixers] = /\(the kitchen cabinet holds (\w+)\)/.exec(PROSE)!;
    const [, stop] = /a fourth whip in the same kitchen stops the run with `(.*?)`/.exec(PROSE)!;
    expect(COUNTS[mixers]).toBe(3); // "a fourth whip" follows from three mixers
    const whips = Array.from({ length: COUNTS[mixers] + 1 }, (_, i) => {
      const before = i === 0 ? '?ks-with-sweetened-cream' : `?ks-whip-${i}`;
      return `(whip-to-stiff-peaks ?whipped-${i + 1} ?ks-whip-${i + 1} ${before} ?sweetened-cream ?mixer-${i + 1})`;
    });
    const file = join(dir, 'whips.solution');
    writeFileSync(file, [...beforeTheWhip(), ...whips].join('\n') + '\n');
    const r = runCli(['run', file, ...LOADED, '--json']);
    const [report] = JSON.parse(r.out);
    expect(report.status).toBe('error');
    expect(report.messages).toEqual([`${file}:${beforeTheWhip().length + whips.length}:1: ${whips.at(-1)}: ${stop}`]);
    expect(r.code).toBe(1);
  });

  it("an action is named by its action/2 fact, whatever its file's name", () => {
    const rules = mkdtempSync(join(dir, 'rules-'));
    copyFileSync(join(EXAMPLE, 'rules/whip-to-stiff-peaks.pl'), join(rules, 'my-whip.pl'));
    copyFileSync(join(EXAMPLE, 'rules/toast.pl'), join(rules, 'toast.pl'));
    const r = runCli(['run', join(EXAMPLE, 'network.solution'), '--rules', rules, '--ontology', join(EXAMPLE, 'ontology.yaml'), '--json']);
    expect(JSON.parse(r.out)[0].status).toBe('ok');
    expect(r.code).toBe(0);
  });

  it('the example kitchen without its ontology file: a usage error naming the kitchens known and the file to pass', () => {
    const r = runCli(['run', join(EXAMPLE, 'network.solution'), '--kitchen', 'extension-kitchen']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^irl-kitchen: --kitchen extension-kitchen: no such kitchen \(known: full-kitchen\);.* pass it with --ontology FILE/);
  });
});
