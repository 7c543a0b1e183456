// The world hash of `evaluate --queue` and `worker` reads the same files the loader reads, and a
// file it cannot read is one line naming it: a dangling link beside the rule files (an editor's,
// a moved file's) or a missing --ontology file was an "internal error" of both commands, though
// a local `evaluate` with the same flags runs (or says what is wrong in its own words).
import { copyFileSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/package-root.ts';
import { worldHash } from '../src/cli/queue/world-hash.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal, thrown } from './support/thrown.ts';

/** A rules folder holding a copy of the built-in rule files. */
function rulesCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scaleprobe-rules-'));
  const builtin = join(PACKAGE_ROOT, 'rules');
  for (const name of readdirSync(builtin).filter((n) => n.endsWith('.pl'))) copyFileSync(join(builtin, name), join(dir, name));
  return dir;
}

describe('the world hash', () => {
  it('does not look at what the rule loader does not read: a dangling link beside the rule files', () => {
    const rules = rulesCopy();
    const before = worldHash({ rules: [rules], ontology: [], benchmark: null });
    symlinkSync(join(rules, 'no-such-target'), join(rules, 'notes.txt'));
    expect(thrown(() => worldHash({ rules: [rules], ontology: [], benchmark: null }))).toBe('nothing thrown');
    expect(worldHash({ rules: [rules], ontology: [], benchmark: null })).toEqual(before);
  });

  it('an ontology file it cannot read is one line naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scaleprobe-onto-'));
    const missing = join(dir, 'mine.yaml');
    expect(refusal(() => worldHash({ rules: [], ontology: [missing], benchmark: null }))).toBe(`${missing}: cannot read it: no such file or folder (ENOENT)`);
    expect(refusal(() => worldHash({ rules: [], ontology: [dir], benchmark: null }))).toMatch(new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot read it: .*\\(EISDIR\\)$`));
  });
});

describe('worker with an --ontology file it cannot load', () => {
  it.skipIf(!BENCHMARK)('stops before it connects, in the words of evaluate, status 2', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'scaleprobe-onto-')), 'mine.yaml');
    // nothing listens on port 1: the worker must stop on its files before it tries Redis
    const worker = await runCli(['worker', '--queue', 'redis://127.0.0.1:1/0', '--ontology', missing, '--benchmark', BENCHMARK!]);
    expect(worker.code).toBe(2);
    const evaluate = await runCli(['evaluate', '--ontology', missing, '--benchmark', BENCHMARK!]);
    expect(worker.err).toEqual(evaluate.err);
    expect(worker.err).toEqual([expect.stringMatching(/^irl-kitchen: option '--ontology <file>' argument '.*mine\.yaml' is invalid\. .*mine\.yaml: no such file/)]);
    expect(worker.err.join('\n')).not.toMatch(/internal error|cannot reach Redis/);
  });
});
