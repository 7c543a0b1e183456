// A missing corpus, asked for through the library: the message names the option a library call
// takes (`benchmark`) and the variable, not the command line's --benchmark DIR, which the command
// line keeps.
import { describe, expect, it } from 'vitest';
import { missingCorpus, requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { runCli } from './support/cli.ts';
import { refusal } from './support/thrown.ts';

describe('a missing corpus', () => {
  it('is named in the library as the benchmark option or IRL_KITCHEN_BENCHMARK', () => {
    const message = refusal(() => requireBenchmarkDir('/nonexistent/benchmark'));
    expect(message).toMatch(/^benchmark corpus not found at \/nonexistent\/benchmark \(from the benchmark option; /);
    expect(message).toMatch(/with the benchmark option or the environment variable IRL_KITCHEN_BENCHMARK\.$/);
    expect(message).not.toContain('--benchmark');
  });

  it('keeps the command line wording once the command line runs', async () => {
    const { code, err } = await runCli(['evaluate', '--benchmark', '/nonexistent/benchmark']);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/from --benchmark; .*with --benchmark DIR or the environment variable IRL_KITCHEN_BENCHMARK/);
    expect(missingCorpus('/nonexistent/benchmark').message).toContain('with --benchmark DIR');
  });
});
