import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brigade-lockunit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited (so it is certainly not running). */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
  return Number(result.stdout.toString().trim());
}

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(readdir()).toEqual([]);
  });

  it('refuses while a live process holds it', () => {
    const holder = process.ppid; // the vitest parent process: certainly alive
    writeFileSync(path.join(dir, 'server.lock'), `${holder}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Brigade server (pid ${holder}) is already using DATA_DIR ${dir}.`,
    );
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(holder));
  });

  it('takes over a lock left by a dead process, or an unreadable one', () => {
    for (const content of [`${deadPid()}\n`, 'garbage', '']) {
      writeFileSync(path.join(dir, 'server.lock'), content);
      const lock = acquireDataDirLock(dir);
      expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    }
  });

  it('does not remove a lock that another process took after us', () => {
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.file, '12345\n');
    lock.release();
    expect(readFileSync(lock.file, 'utf8')).toBe('12345\n');
  });
});

const readdir = () => readdirSync(dir);
