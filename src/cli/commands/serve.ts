// `irl-kitchen serve`: the HTTP API (docs/HTTP.md) until SIGINT or SIGTERM. Rules, ontology and
// corpus come from these flags only; no request can name a file.
import { totalmem } from 'node:os';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { CliIO } from '../io.ts';
import type { RunningServer } from '../../server/listen.ts';
import { DEFAULT_LIMITS } from '../../server/limits.ts'; // node:os only: the defaults --help states are the ones in force
import { numberFlag } from '../number-flag.ts';
import { benchmarkOption, semanticsOption, waitForRedisOption, worldOptions, type Semantics } from './options.ts';
import { nextSignal, untilSignal } from '../signals.ts';

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
  responseLimit?: number;
  maxSessionBytes?: number;
  workers?: number;
  maxQueued?: number;
  token?: string;
  allowedHost: string[];
  log?: boolean;
  store?: string;
  waitForRedis?: number;
}

/** A Host header value: a name or an address, with an optional port (`[::1]:8080` for IPv6). */
const HOST_VALUE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** --host: an address or a name to resolve; an empty one would listen on every interface. */
const hostName = (value: string) => {
  if (!/^[^\s/]+$/.test(value)) throw new InvalidArgumentError('--host takes an address or a host name of this machine, e.g. 127.0.0.1 or ::1.');
  return value;
};

/** --token: an empty one would ask nothing of a request; a Bearer token is visible ASCII. */
const token = (value: string) => {
  if (!/^[\x21-\x7e]+$/.test(value)) throw new InvalidArgumentError('--token must be one word of visible ASCII characters (no spaces), and not empty.');
  return value;
};

const allowedHost = (value: string, previous: string[]) => {
  const port = /:(\d+)$/.exec(value)?.[1];
  if (!HOST_VALUE.test(value) || (port !== undefined && Number(port) > 65535))
    throw new InvalidArgumentError('--allowed-host takes a host name or address, optionally with :PORT (e.g. kitchen.example.org or kitchen.example.org:443).');
  return [...previous, value];
};

export function register(cli: Command, io: CliIO): Command {
  const cmd = cli
    .command('serve')
    .description('serve the HTTP API (sessions, admissible actions, execution, scoring) until interrupted')
    .addOption(new Option('--port <n>', 'TCP port (0: any free port)').argParser(numberFlag('--port', { integer: true, least: 0, most: 65535 })).default(8080))
    .addOption(new Option('--host <host>', 'address to listen on (loopback by default: beyond it, use --token and a proxy, see docs/HTTP.md)').argParser(hostName).default('127.0.0.1'))
    .addOption(new Option('--token <token>', 'a token every request must present as "Authorization: Bearer TOKEN"').env('IRL_KITCHEN_TOKEN').argParser(token))
    .option('--allowed-host <name>', 'also answer requests for this Host (NAME or NAME:PORT, e.g. behind a reverse proxy); repeatable', allowedHost, [])
    .addOption(new Option('--body-limit <bytes>', `largest request body (default ${DEFAULT_LIMITS.bodyBytes})`).argParser(numberFlag('--body-limit', { integer: true, least: 1 })))
    .addOption(new Option('--response-limit <bytes>', `largest answer body (default ${DEFAULT_LIMITS.responseBytes})`).argParser(numberFlag('--response-limit', { integer: true, least: 1024 })))
    .addOption(new Option('--max-lines <n>', `most network lines in one request (default ${DEFAULT_LIMITS.linesPerRequest})`).argParser(numberFlag('--max-lines', { integer: true, least: 1 })))
    .addOption(new Option('--max-session-lines <n>', `most network lines one session holds: at most ${DEFAULT_LIMITS.linesPerSession}, with its get-kitchen a recipe's 2000 predicates (default ${DEFAULT_LIMITS.linesPerSession})`).argParser(numberFlag('--max-session-lines', { integer: true, least: 1 })))
    .addOption(new Option('--max-session-bytes <bytes>', `largest network text one session holds (default ${DEFAULT_LIMITS.sessionBytes})`).argParser(numberFlag('--max-session-bytes', { integer: true, least: 1 })))
    .addOption(new Option('--request-ms <ms>', `time one request may take, waiting for a worker included (default ${DEFAULT_LIMITS.requestMillis})`).argParser(numberFlag('--request-ms', { integer: true, least: 1 })))
    .addOption(new Option('--max-sessions <n>', `most open sessions; beyond, the least recently used idle one is closed (default ${DEFAULT_LIMITS.maxSessions})`).argParser(numberFlag('--max-sessions', { integer: true, least: 1 })))
    .addOption(new Option('--session-idle <s>', `seconds after which an unused session is closed (default ${DEFAULT_LIMITS.sessionIdleSeconds})`).argParser(numberFlag('--session-idle', { integer: true, least: 1 })))
    .addOption(new Option('--heap-limit <MiB>', `heap of the whole server, shared by its threads (default ${DEFAULT_LIMITS.heapLimitMiB})`).argParser(numberFlag('--heap-limit', { integer: true, least: 1 })))
    .addOption(new Option('--max-listed <n>', `largest admissible limit and nearest k (default ${DEFAULT_LIMITS.maxListed})`).argParser(numberFlag('--max-listed', { integer: true, least: 1 })))
    .addOption(new Option('--workers <n>', 'worker threads that run requests (default: the cores, at least 2; one more is kept for light work)').argParser(numberFlag('--workers', { integer: true, least: 1, most: 64 })))
    .addOption(new Option('--max-queued <n>', `requests that may wait for a worker thread (default ${DEFAULT_LIMITS.maxQueued})`).argParser(numberFlag('--max-queued', { integer: true, least: 1 })))
    .option('--store <url>', 'keep sessions in Redis (redis://HOST:PORT/DB), shared by every replica of the server (docs/SCALING.md); default: this process\'s memory')
    .option('--log', 'log every request (JSON lines on standard output)');
  waitForRedisOption(cmd, '--store');
  worldOptions(cmd);
  benchmarkOption(cmd);
  semanticsOption(cmd, 'the reference simulator');
  return cmd.action(async (flags: ServeFlags) => {
    const { checkBenchmarkFlag } = await import('../flag-checks.ts');
    await checkBenchmarkFlag(flags.benchmark);
    const { checkStoreWait, waitForStore } = await import('../store-wait.ts');
    checkStoreWait(flags.store, flags.waitForRedis);
    if (flags.store !== undefined && flags.waitForRedis !== undefined) await waitForStore(flags.store, flags.waitForRedis, io);
    const { startServer } = await import('../../server/listen.ts'); // fastify loads only for this command
    const server = await startServer({
      host: flags.host,
      port: flags.port,
      rules: flags.rules,
      ontology: flags.ontology,
      benchmark: flags.benchmark,
      semantics: flags.semantics,
      logger: flags.log === true,
      token: flags.token,
      allowedHosts: flags.allowedHost,
      store: flags.store,
      limits: {
        bodyBytes: flags.bodyLimit,
        responseBytes: flags.responseLimit,
        sessionBytes: flags.maxSessionBytes,
        workers: flags.workers,
        maxQueued: flags.maxQueued,
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
    if (!server.loopback) io.err(exposedWarning(flags.host, server.address, flags.token));
    const memoryMiB = Math.floor(totalmem() / 2 ** 20);
    if (flags.heapLimit !== undefined && flags.heapLimit > memoryMiB) {
      io.err(`WARNING: --heap-limit ${flags.heapLimit} MiB is more than this machine's memory (${memoryMiB} MiB): the system may stop the server before the limit refuses any request.`);
    }
    await untilSignal();
    await stopServing(server, io);
    io.out('irl-kitchen: server stopped');
  });
}

/** Requests in progress when the server is stopped get this long to finish before they are answered 503. */
const STOP_GRACE_MS = 10_000;

/**
 * Stops accepting at once; the requests in progress (a plan may run minutes) get STOP_GRACE_MS,
 * or until a second Ctrl-C, before their work is ended and they are answered 503 `server-closing`.
 */
async function stopServing(server: RunningServer, io: CliIO) {
  const closed = server.close();
  const working = server.inProgress();
  if (working > 0) {
    io.err(`irl-kitchen: stopping; ${working} request${working === 1 ? '' : 's'} in progress get ${STOP_GRACE_MS / 1000} s to finish (Ctrl-C again ends them now)`);
    let timer: NodeJS.Timeout | undefined;
    const again = nextSignal();
    const cut = Promise.race([again.signal, new Promise((done) => (timer = setTimeout(done, STOP_GRACE_MS)))]);
    if ((await Promise.race([closed.then(() => 'closed'), cut])) !== 'closed') await server.endWork();
    clearTimeout(timer);
    again.stop();
  }
  await closed;
}

/** Said on every start bound beyond loopback: who can now reach the kitchen. */
function exposedWarning(host: string, address: string, token: string | undefined): string {
  return [
    `WARNING: --host ${host} is bound to ${address}, which other machines can reach.`,
    token !== undefined
      ? 'Every request must present the token; the traffic itself is not encrypted.'
      : 'Anyone who can reach it can drive this server: start it with --token (or IRL_KITCHEN_TOKEN).',
    ...(token !== undefined && token.length < MIN_TOKEN_CHARS
      ? [`The token has ${token.length} characters, few enough to be guessed: use ${MIN_TOKEN_CHARS} or more random ones (e.g. \`openssl rand -hex 16\`).`]
      : []),
    'Put it behind a reverse proxy with TLS and authentication (docs/HTTP.md, "Beyond this machine").',
  ].join('\n');
}

/** Below this, a token other machines can try is said to be guessable. */
const MIN_TOKEN_CHARS = 16;
