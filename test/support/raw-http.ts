// Raw HTTP on a socket: what a server sends back to bytes no client library would send (two Host
// headers, a target in absolute form, a malformed request, a request dripping a byte at a time).
import net from 'node:net';

export interface ExchangeOptions {
  /** Sent after `head`, one byte every 50 ms (bounded by its length). */
  drip?: string;
  /** Called once the head is written. */
  headSent?: () => void;
  /** Half-close the connection after the head (a request with nothing more to come). */
  end?: boolean;
  /** Rejects when the server has not closed the connection by then (default 30 s). */
  timeoutMs?: number;
}

/** What the server sends on 127.0.0.1:`port` before it closes the connection. */
export function exchange(port: number, head: string, o: ExchangeOptions = {}): Promise<string> {
  const drip = o.drip ?? '';
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => (o.end ? socket.end(head, () => o.headSent?.()) : socket.write(head, () => o.headSent?.())));
    let answer = '';
    let sent = 0;
    const dripping = setInterval(() => {
      if (sent < drip.length) socket.write(drip[sent++]);
    }, 50);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close in ${o.timeoutMs ?? 30_000} ms; got ${JSON.stringify(answer)}`));
    }, o.timeoutMs ?? 30_000);
    socket.on('data', (d) => (answer += d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(timer);
      resolve(answer);
    });
  });
}

/** The status line and the JSON body of an answer. */
export function parsed(answer: string): { status: string; body: any } {
  const split = answer.indexOf('\r\n\r\n');
  return { status: answer.slice(0, answer.indexOf('\r\n')), body: JSON.parse(answer.slice(split + 4)) };
}
