import { readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * One server per DATA_DIR, whatever the database. PGlite does not lock its folder, and two processes on
 * one embedded database silently lose writes; with DATABASE_URL the folder still holds what each server
 * writes for itself (the secrets generated at first start, the outbox, the demo password), which two
 * servers would generate twice and write over each other. The server therefore holds a lock on DATA_DIR that the operating system releases with the process: an
 * exclusive SQLite lock (fcntl/POSIX locks on Linux and macOS, LockFileEx on Windows) on
 * DATA_DIR/server.lock.db, held while the server runs. A killed server (kill -9, a crash, a power cut)
 * holds nothing any more, so the next start never mistakes a leftover file, or a pid that now belongs
 * to another process, for a running server.
 *
 * DATA_DIR/server.lock beside it only tells people (and the refusal message) which pid holds the lock.
 */
export class DataDirLockedError extends Error {
  readonly pid: number | undefined;
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `Another Brigade server${pid === undefined ? '' : ` (pid ${pid})`} is already using DATA_DIR ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (each server needs its own).',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
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

const SQLITE_BUSY = 5;
const SQLITE_NOTADB = 26;
const sqliteCode = (err: unknown) => (err as { errcode?: number }).errcode;

export type PidLock = { file: string; release(): void };
export type DataDirLock = PidLock;

/**
 * Takes the lock named `file` for this process (the OS lock on `${file}.db`, our pid written to
 * `file`), or answers the pid of the live process holding it (undefined if it has not said yet).
 */
export function tryPidLock(file: string): PidLock | { holder: number | undefined } {
  const lockFile = `${file}.db`;
  let db: DatabaseSync | undefined;
  for (let attempt = 0; !db; attempt++) {
    const candidate = new DatabaseSync(lockFile, { timeout: 0 });
    try {
      // Exclusive locking mode keeps the lock past the statement; the open transaction takes it now.
      candidate.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE');
      db = candidate;
    } catch (err) {
      candidate.close();
      if (sqliteCode(err) === SQLITE_BUSY) return { holder: readPid(file) };
      // Not a SQLite file (damaged, or written by something else): start it afresh, once.
      if (sqliteCode(err) !== SQLITE_NOTADB || attempt > 0) throw err;
      rmSync(lockFile, { force: true });
    }
  }
  // Write-then-rename: a reader sees the old pid or ours, never half of one.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${process.pid}\n`, { mode: 0o644 });
  renameSync(temporary, file);
  const held = db;
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      // The pid file goes first, while the lock still keeps everyone else out. The lock file itself
      // stays: deleting it could let a waiting process and a new one lock two different files.
      if (readPid(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
      held.close();
    },
  };
}

/** The lock on DATA_DIR for this server; throws DataDirLockedError while another server holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lock = tryPidLock(path.join(dataDir, 'server.lock'));
  if ('holder' in lock) throw new DataDirLockedError(dataDir, lock.holder);
  return lock;
}
