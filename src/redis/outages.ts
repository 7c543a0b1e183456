// A Redis connection's outages in words, once each: `lost … : connect ECONNREFUSED …; waiting for
// it` when it drops and `… is back` when it is ready again, instead of one line (or one stack)
// per failed reconnect, several a second. Errors while it is up are said as they come, once each
// in a row. `where` names the place for every line: `queue irl-kitchen-evaluate at redis://…`.
import type { Redis } from 'ioredis';

export interface OutageWatch {
  /** For the `error` events of the client and of everything that uses it (BullMQ's queues and workers). */
  onError: (e: Error) => void;
  /** Whether the connection is away now. */
  down: () => boolean;
  dispose: () => void;
}

export function watchOutages(client: Redis, where: string, say: (line: string) => void): OutageWatch {
  let away = false;
  let last = '';
  const lost = (why: string) => {
    if (away) return;
    away = true;
    say(`lost Redis (${where}): ${why}; waiting for it to come back`);
  };
  const onError = (e: Error) => {
    const why = e?.message ?? String(e);
    if (client.status !== 'ready') return lost(why);
    if (why === last) return;
    last = why;
    say(`${where}: ${why}`);
  };
  const onReady = () => {
    if (away) say(`Redis is back (${where})`);
    away = false;
    last = '';
  };
  client.on('error', onError);
  client.on('ready', onReady);
  return {
    onError,
    down: () => away,
    dispose: () => {
      client.off('error', onError);
      client.off('ready', onReady);
    },
  };
}
