// What a command needs from its surroundings: where text goes and the exit status it ends with.
// Tests and other front ends pass their own; main.ts passes the process's streams.

/** Exit statuses, as `--help` lists them. */
export const EXIT = {
  /** the work was done and everything held */
  ok: 0,
  /** the work was done, but some of it did not hold: a recipe, a repair, a plan, a rule file, a validation case */
  someFailed: 1,
  /** usage, input-file or I/O error */
  usage: 2,
} as const;

export const EXIT_CODES_HELP = `
Exit status:
  0  done, and everything held
  1  done, but not everything held (see the messages): a recipe unexecutable or in error (run,
     evaluate), a network left unrepaired (repair), a goal not reached (plan), a problem in the
     rule files (rules check), a case that failed (physics validate)
  2  usage, input-file or I/O error (nothing or not everything was written)
  130, 143  interrupted by Ctrl-C or SIGTERM (run, evaluate: the rows written are kept in
     FILE.partial; plan, repair: the best network found so far is printed, or kept in FILE.partial;
     physics: the cases or points done are printed; view: the pages written are listed in an index);
     serve and worker end on one with 0 once they are serving: it is their normal end`;

/** The environment variables the commands read, for the program's --help. */
export const ENVIRONMENT_HELP = `
Environment:
  IRL_KITCHEN_BENCHMARK           the corpus folder when --benchmark is not given
  IRL_KITCHEN_TOKEN               serve: the token requests must present, when --token is not given
  IRL_KITCHEN_MAX_SOLUTION_BYTES  largest .solution file or standard input, in bytes (default
                                  67108864, 64 MiB)
  IRL_KITCHEN_PHYSICS_DATA        physics: the folder of the measured dam-break series (default
                                  ../shared/physics beside a clone)
  IRL_KITCHEN_DAWN_BACKEND        --backend webgpu: vulkan for Dawn's Vulkan backend (default
                                  OpenGL ES)`;

export interface CliIO {
  /** Standard output, for text written whole (help, reports); rows go through an OutputSink. */
  out(text: string): void;
  /** Standard error, one message (without its final newline). */
  err(text: string): void;
  /** The stream that `-` names as output. */
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  /** The stream that `-` names as input. */
  stdin: AsyncIterable<string | Buffer>;
  /** Whether standard error is a terminal that can redraw a line (for the progress bar). */
  errIsTTY: boolean;
  /** The exit status so far; commands raise it, never lower it. */
  exitCode: number;
  /**
   * Waits until the text given to `out` is written; resolves with the failure that lost some of
   * it (a full disk), or null. A reader that went away (`| head -1`) loses nothing it wanted.
   */
  flushed?(): Promise<Error | null>;
}

/** Raises the exit status (2 stays 2 when a recipe later fails). */
export function raiseExit(io: CliIO, code: number) {
  if (code > io.exitCode) io.exitCode = code;
}

/** Says how to end the input when `-` is read from a terminal, which would otherwise wait without a word. */
export function noteTerminalInput(io: CliIO) {
  if ((io.stdin as Partial<NodeJS.ReadStream>).isTTY) io.err('reading the network from the terminal: type or paste it, then Ctrl-D on a line of its own (Ctrl-C stops)');
}

/** The process's streams. */
export function processIO(): CliIO {
  let lost: NodeJS.ErrnoException | null = null;
  const noteFailure = (e?: Error | null) => {
    lost ??= (e as NodeJS.ErrnoException | null | undefined) ?? null;
  };
  const gone = (e: NodeJS.ErrnoException) => e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED';
  return {
    out: (s) => void process.stdout.write(s + '\n', noteFailure),
    // an empty write's callback runs once every earlier write has been written or has failed
    flushed: () => new Promise((done) => process.stdout.write('', () => done(lost && !gone(lost) ? lost : null))),
    err: (s) => process.stderr.write(s + '\n'),
    stdout: process.stdout,
    stdin: process.stdin,
    // a dumb terminal (Emacs's shell, some CI logs) would show every redraw of the bar as text
    errIsTTY: process.stderr.isTTY === true && process.env.TERM !== 'dumb',
    exitCode: 0,
  };
}
