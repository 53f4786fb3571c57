import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its folder, and two processes on one DATA_DIR silently lose writes. The server
 * therefore holds DATA_DIR/server.lock, created atomically and exclusively and holding its pid. A lock whose
 * pid is no longer running (the server was killed) is stale and is taken over.
 */
export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `Another Brigade server (pid ${pid}) is already using DATA_DIR ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (two servers on one embedded database lose data).',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid left by a previous life (e.g. pid 1 in a container)
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else — still running.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export type PidLock = { file: string; release(): void };
export type DataDirLock = PidLock;

/**
 * Takes the lock file `file` for this process, or answers the pid of the live process holding it.
 * A lock whose pid is dead (its process was killed) or unreadable is stale and taken over.
 */
export function tryPidLock(file: string): PidLock | { holder: number } {
  for (let attempt = 0; attempt < 3; attempt++) {
    // Write the pid to a private file, then hard-link it into place: link() fails if the lock exists
    // (like O_EXCL) and a reader never sees a half-written lock.
    const candidate = `${file}.${process.pid}.tmp`;
    writeFileSync(candidate, `${process.pid}\n`, { mode: 0o644 });
    try {
      linkSync(candidate, file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          // Only remove the lock if it is still ours.
          if (readPid(file) === process.pid) {
            try {
              unlinkSync(file);
            } catch {
              // already gone
            }
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(candidate);
    }
    const holder = readPid(file);
    if (holder !== undefined && isRunning(holder)) return { holder };
    // Stale (its pid is dead) or unreadable: remove it and try again.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new Error(`Could not take the lock ${file}; another process may be taking it at the same time.`);
}

/** DATA_DIR/server.lock for this server; throws DataDirLockedError while another server holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lock = tryPidLock(path.join(dataDir, 'server.lock'));
  if ('holder' in lock) throw new DataDirLockedError(dataDir, lock.holder);
  return lock;
}
