// `irl-kitchen serve`: the HTTP API (docs/HTTP.md) until SIGINT or SIGTERM. Rules, ontology and
// corpus come from these flags only; no request can name a file.
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { benchmarkOption, semanticsOption, worldOptions, type Semantics } from './options.ts';

interface ServeFlags {
  port: number;
  host: string;
  rules: string[];
  ontology: string[];
  benchmark?: string;
  semantics: Semantics;
  bodyLimit?: number;
  maxLines?: number;
  maxSessionLines?: number;
  requestMs?: number;
  maxSessions?: number;
  sessionIdle?: number;
  heapLimit?: number;
  maxListed?: number;
  log?: boolean;
}

const integer = (what: string, min: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`${what} must be an integer of at least ${min}.`);
  return n;
};

export function register(cli: Command, io: CliIO): Command {
  const cmd = cli
    .command('serve')
    .description('serve the HTTP API (sessions, admissible actions, execution, scoring) until interrupted')
    .addOption(new Option('--port <n>', 'TCP port (0: any free port)').argParser(integer('--port', 0)).default(8080))
    .option('--host <host>', 'address to listen on (only loopback by default: the API has no authentication)', '127.0.0.1')
    .addOption(new Option('--body-limit <bytes>', 'largest request body (default 1048576)').argParser(integer('--body-limit', 1)))
    .addOption(new Option('--max-lines <n>', 'most network lines in one request (default 500)').argParser(integer('--max-lines', 1)))
    .addOption(new Option('--max-session-lines <n>', 'most network lines one session holds (default 2000)').argParser(integer('--max-session-lines', 1)))
    .addOption(new Option('--request-ms <ms>', 'longest execution search or admissible listing of one request (default 10000)').argParser(integer('--request-ms', 1)))
    .addOption(new Option('--max-sessions <n>', 'most open sessions (default 1000)').argParser(integer('--max-sessions', 1)))
    .addOption(new Option('--session-idle <s>', 'seconds after which an unused session is closed (default 900)').argParser(integer('--session-idle', 1)))
    .addOption(new Option('--heap-limit <MiB>', 'heap use above which new sessions are refused (default 1536)').argParser(integer('--heap-limit', 1)))
    .addOption(new Option('--max-listed <n>', 'largest admissible limit and nearest k (default 1000)').argParser(integer('--max-listed', 1)))
    .option('--log', 'log every request (JSON lines on standard output)');
  worldOptions(cmd);
  benchmarkOption(cmd);
  semanticsOption(cmd, 'the reference simulator');
  return cmd.action(async (flags: ServeFlags) => {
    const { startServer } = await import('../../server/listen.ts'); // fastify loads only for this command
    const server = await startServer({
      host: flags.host,
      port: flags.port,
      rules: flags.rules,
      ontology: flags.ontology,
      benchmark: flags.benchmark,
      semantics: flags.semantics,
      logger: flags.log === true,
      limits: {
        bodyBytes: flags.bodyLimit,
        linesPerRequest: flags.maxLines,
        linesPerSession: flags.maxSessionLines,
        requestMillis: flags.requestMs,
        maxSessions: flags.maxSessions,
        sessionIdleSeconds: flags.sessionIdle,
        heapLimitMiB: flags.heapLimit,
        maxListed: flags.maxListed,
      },
    });
    io.out(`irl-kitchen serving on ${server.url} (API description: ${server.url}/openapi.json; stop with Ctrl-C)`);
    if (!isLoopback(flags.host)) io.err(`note: listening on ${flags.host}, reachable from other machines; the API has no authentication`);
    await untilSignal();
    await server.close();
    io.out('irl-kitchen: server stopped');
  });
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** Resolves on the first SIGINT or SIGTERM (the handlers replace Node's default exit). */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
