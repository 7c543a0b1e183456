// Requests refused before any route, as they arrive on a socket: the error says what Node's HTTP
// parser refused, and a URL too long for the request line is named as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveServer } from './live.ts';
import { exchange as rawExchange } from '../support/raw-http.ts';

type Server = Awaited<ReturnType<typeof liveServer>>;

/** Sends raw bytes, half-closed, and reads until the server closes the connection (bounded: 10 s). */
const exchange = (url: string, raw: string) => rawExchange(Number(new URL(url).port), raw, { end: true, timeoutMs: 10_000 });

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('HTTP API: requests refused on the wire', { timeout: 30_000 }, () => {
  let s: Server;
  beforeAll(async () => {
    s = await liveServer({ limits: { workers: 2 } });
  }, 60_000);
  afterAll(() => s.close());

  it('a request that is not valid HTTP says what is wrong with it', async () => {
    const host = new URL(s.url).host;
    const answer = await exchange(s.url, `POST /execute HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: { code: 'bad-request', message: 'the request is not valid HTTP (Duplicate Content-Length)' } });
  });

  it('a query string too long for the request line is a 431 that names the URL, not only the headers', async () => {
    const r = await fetch(`${s.url}/health?${'a'.repeat(20_000)}`);
    expect(r.status).toBe(431);
    const { error } = (await r.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('headers-too-large');
    expect(error.message).toContain('URL and query string');
  });
});
