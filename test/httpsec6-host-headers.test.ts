// The Host a request names, as HTTP reads it: two Host headers are refused (Node would take the
// first, a proxy in front may take the other), and a target in absolute form names the host
// itself (`GET http://NAME/health`: HTTP says to go by it, not by the Host header).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, parsed } from './support/raw-http.ts';
import { liveServer } from './server/live.ts';

let server: Awaited<ReturnType<typeof liveServer>>;
let own: string;
beforeAll(async () => {
  server = await liveServer();
  own = new URL(server.url).host;
});
afterAll(() => server.close());

const get = (target: string, ...headers: string[]) => exchange(Number(new URL(server.url).port), `GET ${target} HTTP/1.1\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`).then(parsed);

describe('the host a request names', () => {
  it('refuses two Host headers, whichever comes first', async () => {
    for (const hosts of [[own, 'attacker.example'], ['attacker.example', own]]) {
      const answer = await get('/health', ...hosts.map((h) => `Host: ${h}`));
      expect(answer.status).toBe('HTTP/1.1 403 Forbidden');
      expect(answer.body.error.code).toBe('unknown-host');
      expect(answer.body.error.message).toBe('GET /health: the request names 2 hosts (Host headers); it may name one, this server\'s own address');
    }
  });

  it('goes by the host of a target in absolute form', async () => {
    const foreign = await get('http://attacker.example/health', `Host: ${own}`);
    expect(foreign.status).toBe('HTTP/1.1 403 Forbidden');
    expect(foreign.body.error.message).toMatch(/^GET \/health: this server does not answer to the host "attacker\.example"/);
    const ours = await get(`http://${own}/health`, `Host: ${own}`);
    expect(ours.status).toBe('HTTP/1.1 200 OK');
    expect(ours.body.status).toBe('ok');
  });

  it('still answers one Host header of its own', async () => {
    expect((await get('/health', `Host: ${own}`)).body.status).toBe('ok');
  });
});

describe('the token a request presents', () => {
  it('refuses two Authorization headers, though the first holds the token (Node reads only that one)', async () => {
    const guarded = await liveServer({ token: 'right-token' });
    try {
      const port = Number(new URL(guarded.url).port);
      const host = new URL(guarded.url).host;
      const ask = (...auth: string[]) => exchange(port, `GET /health HTTP/1.1\r\nHost: ${host}\r\n${auth.map((a) => `Authorization: ${a}\r\n`).join('')}Connection: close\r\n\r\n`).then(parsed);
      const two = await ask('Bearer right-token', 'Bearer other');
      expect(two.status).toBe('HTTP/1.1 401 Unauthorized');
      expect(two.body.error.message).toMatch(/^GET \/health: the request sends 2 Authorization headers, not one; /);
      expect((await ask('Bearer right-token')).status).toBe('HTTP/1.1 200 OK');
    } finally {
      await guarded.close();
    }
  });
});
