// Opening a written page in the desktop's browser, where there is one.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Starts the platform's opener on the page; false when there is none to start. */
export function openInBrowser(path: string): Promise<boolean> {
  const url = pathToFileURL(path).href;
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore' });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
