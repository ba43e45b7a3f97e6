import type { DbOrTx, JobRequest, Jobs } from './jobs';

// The order-status and stock services are plain functions called from many places (routes, payment
// callbacks, the expiry timer) inside their callers' transactions; they write their follow-up jobs
// (order updates, back-in-stock alerts) through this, in that same transaction. The job engine of the
// running app is registered here when it starts (plugins/jobs.ts). A job written with `{ db: tx }`
// lands in the database of that transaction, whichever engine writes it (docs/decisions/020).

let current: Jobs | null = null;

export function registerJobSender(jobs: Jobs): void {
  current = jobs;
}

export function unregisterJobSender(jobs: Jobs): void {
  if (current === jobs) current = null;
}

/**
 * Writes follow-up jobs in the caller's transaction. Without a started engine (a command-line tool
 * that moves no orders) nothing is written.
 */
export async function sendFollowUpJobs(db: DbOrTx, jobs: JobRequest[]): Promise<void> {
  if (!current || jobs.length === 0) return;
  await current.sendMany(jobs, { db });
}
