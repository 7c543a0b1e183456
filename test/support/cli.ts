// The command line run in this process (main() with captured output), for tests of its commands.
import type { CliIO } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';

/** Runs `irl-kitchen ARGS…`: its exit status, standard output joined by lines, and its error lines. */
export async function runCli(args: string[]): Promise<{ code: number; out: string; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0 };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err };
}
