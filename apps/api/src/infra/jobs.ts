import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  JOB_CATALOG,
  JOB_NAMES,
  type JobData,
  type JobName,
  type QueuePolicy,
  type RetryPolicy,
} from './job-catalog';

// Durable background jobs on pg-boss, in the shop's own database (PostgreSQL or the embedded PGlite).
// pg-boss owns the tables (schema `pgboss`), the SKIP LOCKED fetch, retries with backoff, expiry of
// jobs whose process died and the archive. The worker loop is ours: it runs each job of a batch on its
// own and records each outcome, so one failed send does not fail the others fetched with it.

/** A Drizzle handle or transaction: a job written with a transaction commits or rolls back with it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a handler knows of the job it runs. */
export interface JobContext {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (data: JobData<N>, job: JobContext) => Promise<void>;

/** One job for `sendMany`. */
export type JobRequest = { [N in JobName]: { name: N; data: JobData<N> } }[JobName];

/** A job that used up its retries: the dead-letter list that staff see in the console. */
export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  /** The last failure's message. */
  error: string | null;
  /** Tries made (the first one included). */
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
}

export interface JobsOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Work jobs in this process (else only write them; `npm run worker` processes work them). */
  workers: boolean;
  /** How long a job may run before it is taken as lost (its process died) and retried. */
  timeoutSeconds: number;
  /** How often an idle worker looks for jobs written by other processes (ms). */
  pollingMs?: number;
}

/** pg-boss's own SQL runs through this: `executeSql(text, values)` answering `{ rows }`. */
interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite: the embedded database of this process alone. */
  embedded?: boolean;
}

interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one string. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The driver client under a Drizzle handle: the pg pool or the PGlite instance, or, inside a
 * transaction, that transaction's own connection. Drizzle keeps it as `session.client` (0.45).
 */
function driverClientOf(db: DbOrTx): DriverClient {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('jobs: cannot reach the database driver under this Drizzle handle');
  }
  return client;
}

/**
 * pg-boss's `db` adapter. Its schema plans are several statements in one string without parameters
 * (`BEGIN; …; COMMIT;`): node-postgres sends those as one simple query, PGlite needs `exec`, and
 * a failed one must not leave PGlite's only connection inside an aborted transaction.
 */
export function sqlExecutor(db: DbOrTx): SqlExecutor {
  const client = driverClientOf(db);
  const exec = client.exec?.bind(client);
  return {
    embedded: Boolean(exec),
    executeSql: async (text, values) => {
      if (!exec || (values && values.length > 0)) return client.query(text, values);
      try {
        const results = await exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (err) {
        if (/^\s*BEGIN\b/i.test(text)) await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

const DAY_SECONDS = 24 * 60 * 60;

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/** The shop's background jobs: written in the caller's transaction, run at least once, retried with backoff. */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly executor: SqlExecutor;
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private readonly loops = new Map<JobName, Promise<void>>();
  private readonly naps = new Map<JobName, () => void>();
  private readonly pollingMs: number;
  /** Recurring jobs (`repeat`) and how often each runs. */
  private readonly repeats = new Map<JobName, number>();
  /**
   * PostgreSQL: other processes write jobs too, and a job written in a caller's transaction is seen
   * only once that commits, so no answer of settled() can be kept. PGlite serves this process alone
   * and runs one statement at a time (a transaction holds its only connection).
   */
  private readonly shared: boolean;
  private started = false;
  private stopping = false;
  /** Jobs being run by this process right now. */
  private running = 0;
  /** Sends made by this process (settled() knows whether one came after its last look). */
  private sends = 0;
  /** Until when settled() knows that no job is due (see there). */
  private quietUntil = 0;

  constructor(private readonly opts: JobsOptions) {
    this.pollingMs = opts.pollingMs ?? 1000;
    const executor = sqlExecutor(opts.db);
    this.shared = !executor.embedded;
    // pg-boss writes jobs of its own too (a schedule's job, once a minute): settled() must see them.
    this.executor = {
      executeSql: (text, values) => {
        if (/INSERT INTO \S+\.job\b/i.test(text)) this.wrote();
        return executor.executeSql(text, values);
      },
    };
    this.boss = new PgBoss({
      db: this.executor,
      migrate: true,
      // Expiry of lost jobs and the archive: any process may do it, one at a time (pg-boss checks).
      supervise: true,
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(opts.timeoutSeconds / 2))),
      // Cron (future daily reports) only where jobs are worked.
      schedule: opts.workers,
      // Given-up jobs stay in the job table, listed for staff, for 30 days.
      archiveFailedAfterSeconds: 30 * DAY_SECONDS,
    });
    // An EventEmitter with no 'error' listener would crash the process on a failed poll.
    this.boss.on('error', (err: unknown) => opts.log.warn({ err }, 'job engine error'));
  }

  /** Installs or upgrades pg-boss's schema, creates a queue per job of the catalogue, starts the workers. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const name of JOB_NAMES) {
      const entry: { retry: RetryPolicy; policy?: QueuePolicy } = JOB_CATALOG[name];
      const { retry } = entry;
      const options = {
        name,
        policy: entry.policy ?? 'standard',
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.timeoutSeconds(name),
      };
      // Creating keeps an existing queue as it was; the update brings a changed policy in.
      await this.boss.createQueue(name, options);
      await this.boss.updateQueue(name, options);
    }
    this.started = true;
    if (!this.opts.workers) return;
    // Jobs left running by a process that died are retried as soon as their time is up.
    await this.boss.maintain();
    for (const [name, everySeconds] of this.repeats) {
      // pg-boss's schedule (kept in its tables, run by one process a minute) restarts a chain that
      // broke (a sweep that timed out); the first run comes at once: after a restart, the work
      // missed while no process ran is done now (unless one is already waiting: the queue keeps one).
      const minutes = Math.min(59, Math.max(1, Math.ceil(everySeconds / 60)));
      await this.boss.schedule(name, minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`, {});
      await this.sendMany([{ name, data: {} } as JobRequest]);
    }
    // Each loop's first fetch happens before the server listens: on PGlite the first queries on the
    // job tables are slow, and would otherwise hold up the first requests.
    await Promise.all([...this.handlers.keys()].map((name) => this.startLoop(name)));
  }

  /** Registers the handler of a job; this process runs it when WORKERS is on. */
  work<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`jobs: '${name}' already has a handler`);
    this.handlers.set(name, handler as JobHandler<JobName>);
    if (this.started && this.opts.workers && !this.stopping) void this.startLoop(name);
  }

  /**
   * Registers a job that runs every `everySeconds` (at most a minute: pg-boss's schedule is the
   * backstop) in one of the processes that work jobs, across restarts: each run writes the next
   * before it ends, so the chain lives in the job table, not in a timer of one process.
   */
  repeat<N extends JobName>(name: N, everySeconds: number, handler: JobHandler<N>): void {
    if (!(everySeconds >= 1)) throw new Error(`jobs: '${name}' must repeat every second or slower`);
    this.repeats.set(name, everySeconds);
    this.work(name, async (data, job) => {
      try {
        await handler(data, job);
      } finally {
        // Also when stopping: the next process takes the chain up where this one left it.
        await this.sendMany([{ name, data: {} } as JobRequest], { startAfterSeconds: everySeconds });
      }
    });
  }

  /** Writes one job; with `{ db: tx }` it commits (or rolls back) with the caller's transaction. */
  async send<N extends JobName>(
    name: N,
    data: JobData<N>,
    opts: { db?: DbOrTx; startAfterSeconds?: number } = {},
  ): Promise<void> {
    await this.sendMany([{ name, data } as JobRequest], opts);
  }

  /** Writes several jobs with one statement; `startAfterSeconds` holds them back that long. */
  async sendMany(jobs: JobRequest[], opts: { db?: DbOrTx; startAfterSeconds?: number } = {}): Promise<void> {
    if (jobs.length === 0) return;
    const rows = this.jobRows(jobs, opts.startAfterSeconds);
    const db = opts.db ?? this.opts.db;
    // pg-boss's own executor counts the write (wrote()); a transaction's is counted here.
    if (db === this.opts.db) {
      await this.boss.insert(rows);
    } else {
      this.wrote();
      await this.boss.insert(rows, { db: sqlExecutor(db) });
    }
    if (!opts.startAfterSeconds) this.wakeSoon(rows);
  }

  /**
   * pg-boss's insert of these jobs as SQL for the caller to nest in a statement of its own (as a CTE):
   * the jobs commit or roll back with that statement's transaction, one round trip fewer than
   * `sendMany` (checkout, docs/decisions/049). The text and values are pg-boss's own, asked of
   * `boss.insert` through an executor that keeps them instead of running them. With `onlyIf`, the
   * jobs are written only when that SQL condition holds when the statement runs. Call `written()`
   * once the statement has run.
   */
  async insertSql(jobs: JobRequest[], onlyIf?: SQL): Promise<{ query: SQL; written: () => void }> {
    const rows = this.jobRows(jobs);
    const asked: Array<{ text: string; values: unknown[] }> = [];
    await this.boss.insert(rows, {
      db: {
        executeSql: async (text: string, values: unknown[] = []) => {
          asked.push({ text, values });
          return { rows: [] };
        },
      },
    });
    const only = asked[0];
    if (asked.length !== 1 || !only || !/INSERT INTO \S+\.job\b/i.test(only.text)) {
      throw new Error('jobs: pg-boss did not insert the jobs with one statement');
    }
    // $1 is the jobs as JSON (pg-boss's json_to_recordset($1)); a null there writes none.
    const parts = only.text.split(/\$(\d+)\b/);
    const chunks: SQL[] = [];
    parts.forEach((part, i) => {
      if (i % 2 === 0) {
        chunks.push(sql.raw(part));
        return;
      }
      const n = Number(part);
      // An undefined value is sent as null by the driver; Drizzle would leave it out.
      const value = only.values[n - 1] ?? null;
      chunks.push(n === 1 && onlyIf ? sql`(select ${value}::json where ${onlyIf})` : sql`${value}`);
    });
    return {
      query: sql.join(chunks),
      written: () => {
        this.wrote();
        this.wakeSoon(rows);
      },
    };
  }

  /** Checks each job's data against the catalogue; pg-boss's rows. */
  private jobRows(jobs: JobRequest[], startAfterSeconds?: number) {
    // pg-boss drops a job whose queue does not exist yet without a word: refuse to write it instead.
    if (!this.started) throw new Error('jobs: the job engine has not started (app.ready())');
    const startAfter = startAfterSeconds ? `${Math.ceil(startAfterSeconds)} seconds` : undefined;
    return jobs.map((j) => ({
      name: j.name,
      data: JOB_CATALOG[j.name].data.parse(j.data),
      ...(startAfter ? { startAfter } : {}),
    }));
  }

  /** A worker here that is idle looks at once, after the caller's transaction had time to commit. */
  private wakeSoon(rows: Array<{ name: JobName }>): void {
    const names = new Set(rows.map((r) => r.name));
    setTimeout(() => names.forEach((n) => this.wake(n)), 20).unref();
  }

  /** A job was written: settled() must look again. */
  private wrote(): void {
    this.sends += 1;
    this.quietUntil = 0;
  }

  /** How many jobs gave up after their retries (the dashboard's warning; the list is listFailed). */
  async countFailed(): Promise<number> {
    const { rows } = await this.executor.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'failed' AND name = ANY($1::text[])`,
      [JOB_NAMES],
    );
    return Number((rows as { n: number }[])[0]?.n ?? 0);
  }

  /** The dead-letter list: jobs that used up their retries, newest first. */
  async listFailed(opts: { limit?: number; name?: JobName } = {}): Promise<FailedJob[]> {
    const names = opts.name ? [opts.name] : JOB_NAMES;
    const limit = Math.max(1, Math.min(500, opts.limit ?? 50));
    const { rows } = await this.executor.executeSql(
      `SELECT id, name, data, output, retry_count, created_on, completed_on
         FROM pgboss.job WHERE state = 'failed' AND name = ANY($1::text[])
        ORDER BY completed_on DESC NULLS LAST LIMIT $2`,
      [names, limit],
    );
    return (rows as Record<string, unknown>[]).map((r) => {
      const output = r.output as { message?: unknown } | null;
      return {
        id: String(r.id),
        name: String(r.name),
        data: r.data,
        error: typeof output?.message === 'string' ? output.message : null,
        attempts: Number(r.retry_count) + 1,
        createdAt: new Date(r.created_on as string),
        failedAt: r.completed_on ? new Date(r.completed_on as string) : null,
      };
    });
  }

  /** Puts a given-up job back in its queue for one more try (a console action). */
  async retryFailed(name: JobName, id: string): Promise<boolean> {
    // pg-boss 10 answers { affected } here although its types say void.
    const result = (await this.boss.retry(name, id)) as unknown as { affected: number };
    this.quietUntil = 0;
    if (result.affected > 0) this.wake(name);
    return result.affected > 0;
  }

  /** The queue of a given-up job, or null when `id` is not (or no longer) in the dead-letter list. */
  async failedJobName(id: string): Promise<JobName | null> {
    const { rows } = await this.executor.executeSql(
      `SELECT name FROM pgboss.job WHERE id = $1::uuid AND state = 'failed' AND name = ANY($2::text[])`,
      [id, JOB_NAMES],
    );
    const name = (rows[0] as { name?: string } | undefined)?.name;
    return name ? (name as JobName) : null;
  }

  /** Drops a given-up job for good (a console action, after staff dealt with it by hand). */
  async discardFailed(name: JobName, id: string): Promise<boolean> {
    const { rows } = await this.executor.executeSql(
      `DELETE FROM pgboss.job WHERE name = $1 AND id = $2::uuid AND state = 'failed' RETURNING id`,
      [name, id],
    );
    return rows.length > 0;
  }

  /**
   * Resolves once no job this process works is waiting, due or running (tests; `backgroundSettled`).
   * A job waiting for its next retry (or run) is not due. A job written before the call (and, in a
   * transaction, committed) is always seen. On PGlite, once it has seen none, it asks the database
   * again only after a job was written in this process or when the next retry falls due, so calling
   * it before and after every request costs nothing; `{ exact: true }` asks anyway (a test moved a
   * retry forward). On PostgreSQL it always asks (see `shared`).
   */
  async settled(opts: { timeoutMs?: number; exact?: boolean } = {}): Promise<void> {
    if (!this.opts.workers || !this.started || this.stopping) return;
    const names = [...this.handlers.keys()];
    if (names.length === 0) return;
    if (!opts.exact && !this.shared && this.quietUntil > Date.now() && this.running === 0) return;
    const timeoutMs = opts.timeoutMs ?? 15_000;
    const until = Date.now() + timeoutMs;
    for (;;) {
      const seenAt = Date.now();
      const sends = this.sends;
      const { rows } = await this.executor.executeSql(
        `SELECT count(*) FILTER (WHERE state = 'active' OR start_after <= now())::int AS due,
                extract(epoch FROM min(start_after) FILTER (WHERE start_after > now()) - now())::float8 AS next_s
           FROM pgboss.job WHERE name = ANY($1::text[]) AND state <= 'active'`,
        [names],
      );
      const row = rows[0] as { due: number; next_s: number | null };
      if (Number(row.due) === 0 && this.running === 0) {
        // Nothing due until the next retry, unless this process sends something meanwhile.
        if (this.sends === sends) {
          this.quietUntil = row.next_s === null ? Infinity : seenAt + Number(row.next_s) * 1000;
        }
        return;
      }
      if (Date.now() > until) throw new Error(`jobs: still running after ${timeoutMs} ms`);
      for (const n of names) this.wake(n);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Stops fetching, lets the jobs in hand finish (each is bounded by its timeout), then stops pg-boss. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const name of this.naps.keys()) this.wake(name);
    await Promise.allSettled([...this.loops.values()]);
    if (this.started) await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
  }

  private timeoutSeconds(name: JobName): number {
    const retry: RetryPolicy = JOB_CATALOG[name].retry;
    return retry.timeoutSeconds ?? this.opts.timeoutSeconds;
  }

  private wake(name: JobName): void {
    this.naps.get(name)?.();
  }

  /** Starts the worker loop of a job; resolves once its first fetch has answered. */
  private startLoop(name: JobName): Promise<void> {
    if (this.loops.has(name)) return Promise.resolve();
    let fetched = () => {};
    const first = new Promise<void>((resolve) => (fetched = resolve));
    this.loops.set(
      name,
      this.loop(name, () => fetched()),
    );
    return first;
  }

  private async loop(name: JobName, fetched: () => void): Promise<void> {
    const { batchSize } = JOB_CATALOG[name].retry;
    try {
      await this.loopUntilStopped(name, batchSize, fetched);
    } finally {
      fetched();
    }
  }

  private async loopUntilStopped(name: JobName, batchSize: number, fetched: () => void): Promise<void> {
    while (!this.stopping) {
      // Fetching marks the jobs active under FOR UPDATE SKIP LOCKED: no other process gets them.
      const jobs = await this.boss
        .fetch<unknown>(name, { batchSize, includeMetadata: true })
        .catch((err: unknown) => {
          this.opts.log.warn({ err, job: name }, 'could not fetch jobs');
          return [];
        });
      fetched();
      if (jobs.length > 0) await this.runBatch(name, jobs);
      // A full batch means more may be waiting: fetch again at once.
      if (jobs.length < batchSize && !this.stopping) await this.nap(name);
    }
  }

  private nap(name: JobName): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollingMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.naps.set(name, () => {
        this.naps.delete(name);
        done();
      });
    });
  }

  private async runBatch(name: JobName, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    this.running += jobs.length;
    try {
      const failures = await Promise.all(jobs.map((job) => this.runOne(name, job)));
      const done = jobs.filter((_, i) => failures[i] === null).map((j) => j.id);
      if (done.length > 0) await this.boss.complete(name, done);
      for (const [i, job] of jobs.entries()) {
        const error = failures[i];
        if (error === null || error === undefined) continue;
        await this.boss.fail(name, job.id, { message: error });
        const log = { job: name, id: job.id, attempt: job.retryCount + 1, error };
        if (job.retryCount >= job.retryLimit) {
          this.opts.log.error(log, 'job gave up: it is in the dead-letter list');
        } else {
          this.opts.log.warn(log, 'job failed: it will be retried');
        }
      }
    } catch (err) {
      // The outcomes could not be written: the jobs stay active and are retried when their time is up.
      this.opts.log.error({ err, job: name }, 'could not record job outcomes');
    } finally {
      this.running -= jobs.length;
    }
  }

  /** Runs one job; answers null on success, else why it failed. */
  private async runOne(name: JobName, job: PgBoss.JobWithMetadata<unknown>): Promise<string | null> {
    const handler = this.handlers.get(name)!;
    const parsed = JOB_CATALOG[name].data.safeParse(job.data);
    if (!parsed.success) return `invalid payload: ${parsed.error.issues[0]?.message ?? 'unknown'}`;
    // Give up a little before pg-boss takes the job as lost, so it is never run twice at once.
    const limitMs = Math.max(1000, this.timeoutSeconds(name) * 1000 - 1000);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        handler(parsed.data as JobData<JobName>, {
          id: job.id,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${limitMs} ms`)), limitMs);
        }),
      ]);
      return null;
    } catch (err) {
      return errorText(err);
    } finally {
      clearTimeout(timer);
    }
  }
}
