import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

let dir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brigade-lockunit-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const pidFile = () => path.join(dir, 'server.lock');
const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process that takes the lock on `dir` and then waits to be killed; resolves once it holds it. */
async function holderProcess(): Promise<ChildProcess> {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
    acquireDataDirLock(${JSON.stringify(dir)});
    console.log('locked');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

describe('acquireDataDirLock', () => {
  it('writes our pid beside the lock and removes it on release; the lock can then be taken again', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(pidFile())).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses a second lock while one is held, naming the holder', () => {
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another Brigade server (pid ${process.pid}) is already using DATA_DIR ${dir}.`,
      );
    } finally {
      lock.release();
    }
  });

  it('refuses while another process holds it, and takes it once that process is killed (kill -9)', async () => {
    const holder = await holderProcess();
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Brigade server (pid ${holder.pid}) is already using DATA_DIR ${dir}.`,
    );
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // Its pid file is left behind, naming a dead process: the lock is free all the same.
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(holder.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('is not fooled by a leftover pid that now belongs to a live process', () => {
    // After a kill -9 the old pid may be reused by anything: the parent vitest process is certainly alive.
    writeFileSync(pidFile(), `${process.ppid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('starts afresh from a damaged lock file', () => {
    writeFileSync(path.join(dir, 'server.lock.db'), 'not a database, just some bytes that are long enough');
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('does not remove a pid file that another process wrote after us', () => {
    const lock = acquireDataDirLock(dir);
    writeFileSync(pidFile(), '12345\n');
    lock.release();
    expect(readFileSync(pidFile(), 'utf8')).toBe('12345\n');
  });
});
