// The `irl-kitchen` command line. Starting must be quick: this module imports commander and the
// small command modules only; each command loads its implementation (engine, ontology, rules,
// evaluator) when it runs, so `--help` and `--version` load none of it.
import { readFileSync } from 'node:fs';
import { type Command, CommanderError } from 'commander';
import { CliCommand } from './cli-command.ts';
import { join } from 'node:path';
import { useCommandLineWording } from '../benchmark-dir.ts';
import { InputError } from '../errors.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { printable, printableText } from '../printable.ts';
import { register as registerActions } from './commands/actions.ts';
import { register as registerEvaluate } from './commands/evaluate.ts';
import { register as registerPhysics } from './commands/physics.ts';
import { register as registerPlan } from './commands/plan.ts';
import { register as registerRepair } from './commands/repair.ts';
import { register as registerRules } from './commands/rules.ts';
import { register as registerRun } from './commands/run.ts';
import { register as registerServe } from './commands/serve.ts';
import { register as registerView } from './commands/view.ts';
import { register as registerWorker } from './commands/worker.ts';
import { type CliIO, ENVIRONMENT_HELP, EXIT, EXIT_CODES_HELP, processIO } from './io.ts';
import { Interrupted } from './interrupt.ts';
import { exitWhenSafe } from './exit-guards.ts';
import { ioReason, permissionDenied } from '../io-reason.ts';
import { helpByWords } from './help-words.ts';
import { checkParsedArgs, checkSingleDashOptions } from './parsed-args.ts';
import { beforeCommandListens } from './signals.ts';
import { keepRunStateYoung } from '../collector-tuning.ts';

/**
 * The commands, in the order `--help` lists them. A command is a module of `./commands/` whose
 * `register(cli, io)` declares it (commander only) and imports its implementation lazily in the
 * action; a new command is one more module and one more entry here.
 */
const COMMANDS: ((cli: Command, io: CliIO) => void)[] = [registerRun, registerEvaluate, registerRepair, registerPlan, registerRules, registerActions, registerServe, registerWorker, registerView, registerPhysics];

/** The package version, from the package's package.json. */
export function version(): string {
  try {
    return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** One line for a commander message: `irl-kitchen: unknown option '--x' (did you mean --json?)`. */
const oneLine = (prog: string, text: string) => `${prog}: ${text.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ').trim()}`;

export function program(io: CliIO, name = 'irl-kitchen'): Command {
  const cli = new CliCommand(name)
    .description('Execute, check and score MUHAI cooking-action networks.')
    .version(version(), '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      writeErr: (s) => io.err(s.replace(/\n$/, '')),
      outputError: (s, write) => write(oneLine(name, s) + ' (see --help)\n'),
    });
  for (const register of COMMANDS) register(cli, io);
  // a stray word (a file given without --input) is refused, not ignored; also an option as a value
  cli.hook('preAction', (_cli, command) => checkParsedArgs(command));
  cli.addHelpText('after', EXIT_CODES_HELP + '\n' + ENVIRONMENT_HELP);
  addExitCodesHelp(cli.commands);
  return cli;
}

/** Every command's --help ends with the exit statuses, a subcommand's too (`rules check`, `physics validate`). */
function addExitCodesHelp(commands: readonly Command[]) {
  for (const c of commands) {
    c.addHelpText('after', EXIT_CODES_HELP);
    addExitCodesHelp(c.commands);
  }
}

/** Runs the CLI; returns the exit status (0 all ran/scored, 1 some recipe could not be, 2 usage, input or I/O error). */
export async function main(argv: string[], io: CliIO = processIO(), name = 'irl-kitchen'): Promise<number> {
  guardProcess(name);
  keepRunStateYoung();
  useCommandLineWording();
  let code: number;
  const stopListening = beforeCommandListens((signal) => interruptedWhileLoading(name, signal));
  try {
    const cli = program(io, name);
    helpByWords(cli, argv);
    checkSingleDashOptions(cli, argv);
    await cli.parseAsync(argv, { from: 'user' });
    code = io.exitCode;
  } catch (e) {
    code = failure(name, e, io);
  } finally {
    stopListening();
  }
  // a report or listing that could not all be written is an I/O error, not a success
  const lost = await io.flushed?.();
  if (!lost) return code;
  io.err(`${name}: cannot write to standard output: ${ioReason(lost)}`);
  return EXIT.usage;
}

/**
 * A signal before the command listens for one itself: it is still loading (the rules, the
 * ontology, the corpus) and has written nothing; said, then the shell's status (130, 143).
 */
export function interruptedWhileLoading(prog: string, signal: NodeJS.Signals): void {
  if (leaving) return exitWhenSafe(leaving); // a second signal while worker threads finish loading: now
  const stopped = new Interrupted(signal, 'while loading (rules, ontology, inputs), before any result: nothing written');
  process.stderr.write(`${prog}: ${stopped.message}\n`);
  leaving = stopped.exitCode;
  exitWhenSafe(stopped.exitCode);
}

/** The status an early exit under way will end with (0: none under way). */
let leaving = 0;

/** The exit status for an error that ended a command, with its one-line message. */
export function failure(prog: string, e: unknown, io: CliIO): number {
  if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
  if (e instanceof Interrupted) {
    io.err(`${prog}: ${e.message}`);
    return e.exitCode;
  }
  // an input error may quote a name from the user's files (an ontology's class, a kitchen's entry)
  if (e instanceof InputError) io.err(printableText(`${prog}: ${e.message}`));
  else io.err(unexpectedError(prog, e));
  return EXIT.usage;
}

/** One line for an error that is no InputError: what Node's permission model denied (not our bug), else an internal error. */
function unexpectedError(prog: string, e: unknown): string {
  const denied = permissionDenied(e);
  if (denied) return `${prog}: ${denied}`;
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return `${prog}: internal error (${printable(what.replace(/\s*\n\s*/g, ' '))}); this is a bug, please report it with the command line and input`;
}

let guarded = false;

/** No stack trace, ever: whatever escapes becomes one line and exit status 2. */
export function guardProcess(prog: string) {
  if (guarded) return;
  guarded = true;
  const die = (e: unknown) => {
    try {
      process.stderr.write(unexpectedError(prog, e) + '\n');
    } finally {
      process.exit(EXIT.usage);
    }
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);
  // a closed stdout or stderr ends nothing by itself: output.ts notices EPIPE where rows are written
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
}
