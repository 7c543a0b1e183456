// A session whose call has arrived, its body still coming, is not idle: it is not the one closed
// to make room for a new session at --max-sessions, and its call is answered once its body comes.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveServer } from './server/live.ts';

let server: Awaited<ReturnType<typeof liveServer>>;
beforeAll(async () => {
  server = await liveServer({ limits: { maxSessions: 2 } });
});
afterAll(() => server.close());

/** Sends the head of a request and the first bytes of its body; `rest()` sends the remainder and resolves with the whole answer. */
function halfSent(port: number, path: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  const started = new Promise<void>((resolve) => socket.write(head + body.slice(0, 5), () => resolve()));
  return {
    started,
    rest: () => {
      socket.write(body.slice(5));
      return closed;
    },
  };
}

describe('--max-sessions and a call whose body is still coming', () => {
  it('closes another idle session to make room, never the one the call is for', async () => {
    const port = Number(new URL(server.url).port);
    const first = (await server.call('POST', '/sessions', {})).body.session as string;
    const second = (await server.call('POST', '/sessions', {})).body.session as string;
    const call = halfSent(port, `/sessions/${first}/execute`, JSON.stringify({ network: '(fetch ?bowl ?kitchen-1 ?kitchen medium-bowl 1)' }));
    await call.started;
    // time for the server to read the call's head, which is all it reads before the body (nothing observable tells it)
    await new Promise((resolve) => setTimeout(resolve, 300));

    const third = await server.call('POST', '/sessions', {});
    expect(third.status).toBe(200);
    const answer = await call.rest();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).accepted).toBe(true);
    // the least recently used session without a call is the one closed
    expect((await server.call('GET', `/sessions/${second}/network`)).body.error.code).toBe('unknown-session');
  });
});
