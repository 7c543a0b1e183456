// `irl-kitchen worker`: options here; BullMQ and the scorer load when it runs.
import { availableParallelism } from 'node:os';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { benchmarkOption, worldOptions } from './options.ts';
import { untilSignal } from '../signals.ts';

const concurrency = (value: string) => {
  // digits only, as every count of the command line: Number() would take '0x10', '1e1' and blanks
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new InvalidArgumentError('--concurrency must be an integer from 1 to 256.');
  return n;
};

export function register(cli: Command, io: CliIO) {
  const cmd = cli
    .command('worker')
    .description('score the jobs `evaluate --queue` puts on a Redis queue, until interrupted (docs/SCALING.md)')
    .requiredOption('--queue <url>', 'the Redis server of the queue: redis://HOST:PORT/DB (required)')
    .addOption(new Option('--concurrency <n>', 'jobs scored at once, each in a thread of its own').argParser(concurrency).default(Math.max(1, availableParallelism()), 'the available cores'));
  benchmarkOption(cmd);
  worldOptions(cmd);
  cmd.action(async (flags) => {
    const { workerCommand } = await import('../queue/worker.ts');
    await workerCommand(flags, io, untilSignal());
  });
}
