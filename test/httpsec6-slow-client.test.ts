// A client that sends its request a byte at a time (slowloris) is answered 408 and disconnected
// soon after its time is up: Node looked for such requests only every 30 s by default, so one
// held its connection up to half a minute past the 60 s the server gives (docs/SECURITY.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, parsed } from './support/raw-http.ts';
import { liveServer } from './server/live.ts';

let server: Awaited<ReturnType<typeof liveServer>>;
beforeAll(async () => {
  server = await liveServer();
});
afterAll(() => server.close());

describe('a request sent too slowly', () => {
  it('is answered 408 in JSON and its connection closed, within a second or two of its time', async () => {
    const port = Number(new URL(server.url).port);
    // the time a client has is 60 s; a shorter one keeps the test short (Node reads it at each check)
    server.app.server.requestTimeout = 300;
    server.app.server.headersTimeout = 300;
    const headers = `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: ${'a'.repeat(400)}`;
    const answer = parsed(await exchange(port, '', { drip: headers }));
    expect(answer.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.body.error.code).toBe('request-timeout');
  }, 10_000);
});

describe('closing the server while a request is sent too slowly', () => {
  it('cuts that connection once the time a request has is up, instead of waiting while it drips', async () => {
    const slow = await liveServer();
    const port = Number(new URL(slow.url).port);
    slow.app.server.requestTimeout = 300;
    slow.app.server.headersTimeout = 300;
    // 600 bytes at one per 50 ms: the client would go on for 30 s, past this test's bound
    const body = 'x'.repeat(600);
    let connected!: () => void;
    const open = new Promise<void>((resolve) => (connected = resolve));
    const head = `POST /sessions HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 600\r\n\r\n`;
    const answer = exchange(port, head, { drip: body, headSent: connected });
    await open;
    // the head read: the request has begun (the server cannot tell; a moment is what it takes)
    await new Promise((resolve) => setTimeout(resolve, 300));
    await slow.close();
    // cut, not answered: the request never came whole
    expect(await answer).toBe('');
  }, 10_000);
});
