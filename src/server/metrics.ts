// GET /metrics: the server's figures in Prometheus's text format, for a scraper beside a load
// balancer: requests by route and status, their latency, open sessions (every replica's when
// they share Redis), worker threads and the requests waiting for one. One registry per server,
// so that servers in one process (tests) count apart. The route passes the same access checks
// as every other (Host, Origin, token): give the scraper the token.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerContext } from './context.ts';
import { ANSWER_TYPE } from './openapi.ts';
import { errorResponses, STORE_ERRORS } from './schemas.ts';

/** Latency buckets, in seconds: from a one-line step (milliseconds) to the request time limit. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function metricsRoute(app: FastifyInstance, ctx: ServerContext, store: 'memory' | 'redis') {
  const registers = [new Registry()];
  const [registry] = registers;
  const requests = new Counter({ name: 'irl_kitchen_http_requests_total', help: 'HTTP requests answered, by route template and status', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({ name: 'irl_kitchen_http_request_duration_seconds', help: 'time from a request\'s arrival to its answer', labelNames: ['method', 'route'], buckets: BUCKETS, registers });
  new Gauge({
    name: 'irl_kitchen_sessions',
    help: 'open sessions (with --store: in the shared store, every replica\'s)',
    labelNames: ['store'],
    registers,
    async collect() {
      this.set({ store }, await ctx.sessions.count('GET /metrics'));
    },
  });
  new Gauge({
    name: 'irl_kitchen_worker_threads',
    help: 'worker threads of this server, by state',
    labelNames: ['state'],
    registers,
    collect() {
      const load = ctx.pool.load();
      this.set({ state: 'busy' }, load.busy);
      this.set({ state: 'idle' }, load.threads - load.busy);
    },
  });
  new Gauge({
    name: 'irl_kitchen_queue_depth',
    help: 'requests waiting for a worker thread',
    registers,
    collect() {
      this.set(ctx.pool.load().queued);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // the route's template keeps the label set small: /sessions/{id}/execute, not every id
    const route = request.routeOptions.url?.replace(/:([A-Za-z]+)/g, '{$1}') ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { summary: 'the server\'s figures in Prometheus text format', response: { 200: { type: 'string', description: 'Prometheus text exposition format 0.0.4' }, ...errorResponses(...STORE_ERRORS) }, [ANSWER_TYPE]: 'text/plain' } }, async (_request, reply) => {
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
