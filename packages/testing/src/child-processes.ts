import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const running = new Set<ChildProcess>();

// Vitest workers can end without running afterAll (a crash, a timeout); never leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts a service process whose output is kept for error messages and which dies with the test process. */
export function spawnService(command: string, args: string[], cwd: string): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { child, output: () => output };
}

/** Stops a process: SIGTERM, then SIGKILL if it lingers. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
