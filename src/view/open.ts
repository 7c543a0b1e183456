// Opening a written page in the desktop's browser, where there is one.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** How long an opener may take to fail before it is taken to have opened the page. */
const OPENER_GRACE_MS = 3_000;

/** Whether a Linux or BSD session has a display a browser could open on. */
export function hasDisplay(): boolean {
  return process.platform === 'darwin' || process.platform === 'win32' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

/**
 * Starts the platform's opener on the page; false when there is no display, no opener, or the
 * opener fails (xdg-open exits non-zero when it finds no browser).
 */
export function openInBrowser(path: string): Promise<boolean> {
  if (!hasDisplay()) return Promise.resolve(false);
  const url = pathToFileURL(path).href;
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore' });
      const timer = setTimeout(() => {
        child.unref(); // still running: a browser it started in the foreground
        resolve(true);
      }, OPENER_GRACE_MS);
      timer.unref();
      child.once('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    } catch {
      resolve(false);
    }
  });
}
