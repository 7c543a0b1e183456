// An I/O failure in words for a one-line message: `no space left on the device (ENOSPC)`.

const reasons: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  ENXIO: 'no process reads it',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EIO: 'input/output error',
  ELOOP: 'too many symbolic links, or a link where none is followed',
  ERR_ACCESS_DENIED: "Node's permission model denies it",
};

/** Each permission of Node's permission model (`--experimental-permission`): what it covers, and the flag that grants it. */
const PERMISSIONS: Record<string, { doing: string; grant: string; onPath?: true }> = {
  FileSystemRead: { doing: 'reading', grant: '--allow-fs-read', onPath: true },
  FileSystemWrite: { doing: 'writing', grant: '--allow-fs-write', onPath: true },
  WorkerThreads: { doing: 'starting worker threads', grant: '--allow-worker' },
  ChildProcess: { doing: 'starting a process', grant: '--allow-child-process' },
};

/**
 * What Node's permission model refused, in one line, or null for any other error:
 * `reading /data/x.solution is denied by Node's permission model (allow it with --allow-fs-read)`.
 */
export function permissionDenied(e: unknown): string | null {
  const err = e as { code?: unknown; permission?: unknown; resource?: unknown } | null;
  if (!err || err.code !== 'ERR_ACCESS_DENIED') return null;
  const permission = typeof err.permission === 'string' && Object.hasOwn(PERMISSIONS, err.permission) ? PERMISSIONS[err.permission] : null;
  if (!permission) return "an operation is denied by Node's permission model";
  const resource = permission.onPath && typeof err.resource === 'string' && err.resource ? ` ${err.resource}` : '';
  return `${permission.doing}${resource} is denied by Node's permission model (allow it with ${permission.grant})`;
}

/** `no space left on the device (ENOSPC)`. */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (!code) return e instanceof Error ? e.message : String(e);
  return reasons[code] ? `${reasons[code]} (${code})` : code;
}
