// Redis URLs that the URL parser refuses or that hold what ioredis cannot use: each is one
// InputError naming the flag, never with the password in it, and never an internal error. And
// `worker`'s --queue misspelt: said as such, with its did-you-mean, not as a missing --queue.
import { describe, expect, it } from 'vitest';
import { parseRedisUrl } from '../src/redis/url.ts';
import { runCli } from './support/cli.ts';
import { refusal } from './support/thrown.ts';

const parse = (text: string) => refusal(() => parseRedisUrl(text, '--queue'));

describe('Redis URLs the parser refuses', () => {
  it('never shows the password of a URL it cannot parse', () => {
    const said = parse('redis://:s3cret@127.0.0.1:99999/0');
    expect(said).not.toContain('s3cret');
    expect(said).toContain('"redis://:***@127.0.0.1:99999/0"');
    expect(parse('redis://user:s3cr@t@[::1/0')).not.toContain('s3cr');
  });

  it('says which port is out of range', () => {
    expect(parse('redis://127.0.0.1:99999/0')).toMatch(/^--queue: .* its port "99999" must be a number from 1 to 65535/);
    expect(parse('redis://127.0.0.1:port/0')).toContain('its port "port" must be a number from 1 to 65535');
    expect(parse('redis://127.0.0.1:0/0')).toContain('the port of "redis://127.0.0.1:0/0" must be a number from 1 to 65535');
  });

  it('refuses a user name or password with a stray % in words, without showing the password', () => {
    const said = parse('redis://u:50%off@127.0.0.1:6379/0');
    expect(said).toBe('--queue: the password of "redis://u:***@127.0.0.1:6379/0" has a % not followed by two hexadecimal digits: write % as %25');
    expect(parse('redis://%zz:pw@127.0.0.1:6379/0')).toContain('the user name of');
  });

  it('takes well-formed URLs as before', () => {
    expect(parseRedisUrl('redis://u:50%25off@127.0.0.1:6380/2', '--queue')).toMatchObject({ shown: 'redis://u:***@127.0.0.1:6380/2', port: 6380, db: 2 });
  });
});

describe('worker --queue', () => {
  it('misspelt is an unknown option with its did-you-mean', async () => {
    const ran = await runCli(['worker', '--queu', 'redis://127.0.0.1:6379/0']);
    expect(ran.code).toBe(2);
    expect(ran.err.join('\n')).toBe("irl-kitchen: unknown option '--queu' (did you mean --queue?) (see --help)");
  });

  it('left out is still said as missing', async () => {
    const ran = await runCli(['worker', '--concurrency', '1']);
    expect(ran.code).toBe(2);
    expect(ran.err.join('\n')).toBe("irl-kitchen: required option '--queue <url>' not specified (see --help)");
  });
});
