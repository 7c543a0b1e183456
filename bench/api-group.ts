// Latency of the HTTP API under load: 100 concurrent clients on loopback, each sending a gold
// network line by line in its own session (bench/api.ts).
import { apiBenchmark } from './api.ts';
import type { FigureGroup } from './figure-group.ts';

export const apiGroup: FigureGroup = {
  name: 'api',
  measure: ({ benchmark }) => apiBenchmark({ clients: 100, benchmark }),
  describe: (f) => [`HTTP API, 100 concurrent sessions sending gold networks line by line: p50 ${f.apiLineLatencyP50Ms} ms, p99 ${f.apiLineLatencyP99Ms} ms per line`],
};
