import { availableParallelism } from 'node:os';

/** Thrown by WorkQueue.run when as many tasks wait as the queue holds. */
export class QueueFullError extends Error {
  constructor(readonly queue: string) {
    super(`${queue}: too many tasks waiting`);
  }
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` wait; more are refused at once
 * (QueueFullError), so a burst costs a quick refusal instead of memory and everyone's latency.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly name: string,
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running or waiting now. */
  get load(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.name);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiting task (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * libuv has 4 threads by default (UV_THREADPOOL_SIZE), shared by scrypt, sharp and every file read
 * (static files, uploads). CPU-heavy work may hold at most half of them, so serving files never waits
 * behind a burst of logins or pictures.
 */
export function heavyWorkSlots(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(Math.floor(pool / 2), availableParallelism()));
}
