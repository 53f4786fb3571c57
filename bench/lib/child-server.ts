import { spawn } from 'node:child_process';

/**
 * Runs a bench script again in a child process (its `serve` mode: the server in a process of its
 * own, as in production) and answers the address it prints as `LISTENING <address>`, and a way to
 * stop it (SIGTERM, resolved once it exited).
 */
export async function startChildServer(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { address, stop };
}
