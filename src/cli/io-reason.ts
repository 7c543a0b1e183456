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
};

/** `no space left on the device (ENOSPC)`. */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (!code) return e instanceof Error ? e.message : String(e);
  return reasons[code] ? `${reasons[code]} (${code})` : code;
}
