import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// Everything the benchmark starts (servers, databases, folders) registers how to undo it here, so
// Ctrl-C, an error or a normal end leaves nothing running and nothing behind.
type Cleanup = () => Promise<void> | void;
const cleanups: { name: string; fn: Cleanup }[] = [];

/** Registers an undo step; returns a function that runs it now (once) and forgets it. */
export function onCleanup(name: string, fn: Cleanup): () => Promise<void> {
  const entry = { name, fn };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i === -1) return;
    cleanups.splice(i, 1);
    await entry.fn();
  };
}

/** Runs every registered undo step, newest first; failures are printed, never thrown. */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length) {
    const entry = cleanups.pop()!;
    try {
      await entry.fn();
    } catch (err) {
      console.error(`cleanup "${entry.name}" failed:`, err instanceof Error ? err.message : err);
    }
  }
}

let interrupted = false;
export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping what the benchmark started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}

export interface Started {
  child: ChildProcess;
  pid: number;
  /** Output of the process so far (last 64 KB), for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Spawns a process of ours, recording its output; stop() sends SIGTERM, then SIGKILL after 10 s. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = process.cwd(),
): Started {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-65536);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`process ${name}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  if (child.pid === undefined) throw new Error(`could not start ${name}`);
  return { child, pid: child.pid, output: () => out, stop };
}

/** Polls `url` until it answers 200 (or the process dies, or `timeoutMs` passes). */
export async function waitForHttp(url: string, proc: Started, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`the process exited (${proc.child.exitCode}) before answering:\n${proc.output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${proc.output()}`);
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The resident memory a server settles at after a load: the median of six samples over three idle
 * seconds. One sample taken as the load ends lands anywhere in the collector's cycle (the same 1 M run
 * read 270 MB and 562 MB), which measures the garbage not yet collected, not what the server holds.
 */
export async function settledRssMb(pid: number): Promise<number | null> {
  const samples: number[] = [];
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mb = rssMb(pid);
    if (mb !== null) samples.push(mb);
  }
  if (samples.length === 0) return null;
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/**
 * CPU time a process has used so far (user + system, ms), from /proc: the server's CPU per request is
 * steadier than its throughput on a shared host. Null where /proc is missing.
 */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** Runs a command to its end, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
