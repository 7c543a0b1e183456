// `irl-kitchen worker`: options here; BullMQ and the scorer load when it runs.
import { availableParallelism } from 'node:os';
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { numberFlag } from '../number-flag.ts';
import { benchmarkOption, waitForRedisOption, worldOptions } from './options.ts';
import { nextSignal } from '../signals.ts';

export function register(cli: Command, io: CliIO) {
  const cmd = cli
    .command('worker')
    .description('score the jobs `evaluate --queue` puts on a Redis queue, until interrupted (docs/SCALING.md)')
    .option('--queue <url>', 'the Redis server of the queue: redis://HOST:PORT/DB (required)');
  waitForRedisOption(cmd);
  cmd
    .addOption(new Option('--concurrency <n>', 'jobs scored at once, each in a thread of its own').argParser(numberFlag('--concurrency', { integer: true, least: 1, most: 256 })).default(Math.max(1, availableParallelism()), 'the available cores'));
  benchmarkOption(cmd);
  worldOptions(cmd);
  cmd.action(async (flags) => {
    // checked here rather than by commander, which does so before it looks for unknown options:
    // a misspelt `--queu URL` is then said as such, with its did-you-mean
    if (flags.queue === undefined) cmd.error("required option '--queue <url>' not specified");
    const { workerCommand } = await import('../queue/worker.ts');
    await workerCommand(flags, io, nextSignal().signal);
  });
}
