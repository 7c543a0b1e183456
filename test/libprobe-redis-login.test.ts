// A Redis that answers but refuses the URL's login was reached: the refusal says so and names the
// user name and password as the fault, and a password for a server that asks none is refused
// whether or not the URL names the default user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../src/redis/connect.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from './support/redis-server.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the Redis login tests: ${NO_REDIS}`);

const refusal = (url: string) =>
  connectRedis(url, '--store').then(
    (c) => {
      c.client.disconnect();
      return 'connected';
    },
    (e: Error) => `${e.name}: ${e.message}`,
  );

describe.skipIf(!REDIS)('connectRedis against a server without passwords', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());
  const at = () => `127.0.0.1:${redis.port}`;

  it('a user name without a password: the server refused the login, it was reached', async () => {
    const said = await refusal(`redis://bob@${at()}`);
    expect(said).toMatch(new RegExp(`^InputError: --store: the Redis server at ${at()} refused the user name and password of redis://bob@${at()} \\(WRONGPASS\\)`));
    expect(said).toContain('redis://bob:PASSWORD@');
    expect(said).not.toContain('cannot reach');
  });

  it('an unknown user with a password: the same, the password not shown', async () => {
    const said = await refusal(`redis://bob:secret@${at()}`);
    expect(said).toContain('refused the user name and password of redis://bob:***@');
    expect(said).not.toContain('secret');
    expect(said).not.toContain('cannot reach');
  });

  it('the default user named with a password is refused as a bare password is', async () => {
    const named = await refusal(`redis://default:secret@${at()}`);
    const bare = await refusal(`redis://:secret@${at()}`);
    expect(bare).toMatch(/asks no password, but .* gives one/);
    expect(named).toMatch(/asks no password, but redis:\/\/default:\*\*\*@.* gives one/);
  });
});
