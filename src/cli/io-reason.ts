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

/** The flag that grants each permission of Node's permission model (`--experimental-permission`). */
const GRANTS: Record<string, string> = {
  FileSystemRead: '--allow-fs-read',
  FileSystemWrite: '--allow-fs-write',
  WorkerThreads: '--allow-worker',
  ChildProcess: '--allow-child-process',
};

/**
 * What Node's permission model refused, in one line, or null for any other error:
 * `reading /data/x.solution is denied by Node's permission model (allow it with --allow-fs-read)`.
 */
export function permissionDenied(e: unknown): string | null {
  const err = e as { code?: unknown; permission?: unknown; resource?: unknown };
  if (!err || err.code !== 'ERR_ACCESS_DENIED') return null;
  const permission = typeof err.permission === 'string' ? err.permission : '';
  const what = { FileSystemRead: 'reading', FileSystemWrite: 'writing', WorkerThreads: 'starting worker threads', ChildProcess: 'starting a process' }[permission] ?? 'an operation';
  const resource = typeof err.resource === 'string' && err.resource ? ` ${err.resource}` : '';
  const grant = GRANTS[permission];
  return `${what}${permission.startsWith('FileSystem') ? resource : ''} is denied by Node's permission model${grant ? ` (allow it with ${grant})` : ''}`;
}

/** `no space left on the device (ENOSPC)`. */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (!code) return e instanceof Error ? e.message : String(e);
  return reasons[code] ? `${reasons[code]} (${code})` : code;
}
