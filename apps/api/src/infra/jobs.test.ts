import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp, createTestApp } from '../../test/helpers';
import { queryRows } from '../db/client';
import { outboxMessages } from '../db/schema';
import { DeliveryError } from './outbox';
import type { Sms } from './sms';

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  wait_s: number;
}

describe.each(DB_KINDS)('jobs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const jobsOf = (ref: string) =>
    queryRows<JobRow>(
      db(),
      sql`select id, state::text, retry_count,
            extract(epoch from start_after - now())::float as wait_s
          from pgboss.job where data->>'ref' = ${ref}`,
    );
  const sms = (ref: string, to = '9800000001') =>
    ({ purpose: 'order-confirmation', ref, to, text: `Order ${ref} is placed.` }) as const;
  const sentTo = async (ref: string) =>
    (await db().select().from(outboxMessages)).filter((m) => m.body.includes(ref));
  /** Lets a job waiting for its retry run now (the backoff itself is checked on its own). */
  const dueNow = (id: string) =>
    db().execute(sql`update pgboss.job set start_after = now() where id = ${id}::uuid`);

  it('a job written in a transaction that rolls back never exists; a committed one runs once', async () => {
    await expect(
      db().transaction(async (tx) => {
        await t.app.jobs.send('message-sms', sms('ROLLED-BACK'), { db: tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await db().transaction(async (tx) => {
      await t.app.jobs.send('message-sms', sms('COMMITTED'), { db: tx });
    });
    await t.app.backgroundSettled();
    expect(await jobsOf('ROLLED-BACK')).toEqual([]);
    expect(await sentTo('ROLLED-BACK')).toEqual([]);
    expect((await jobsOf('COMMITTED')).map((j) => j.state)).toEqual(['completed']);
    expect(await sentTo('COMMITTED')).toHaveLength(1);
  });

  it('settled() waits for a job whose transaction committed after an earlier look found none', async () => {
    let early: Promise<void> | undefined;
    await db().transaction(async (tx) => {
      await t.app.jobs.send('message-sms', sms('LATE-COMMIT'), { db: tx });
      early = t.app.jobs.settled();
      // PostgreSQL answers this look before the transaction commits: it sees no job yet. (PGlite's
      // only connection is held by the transaction: the look runs after the commit.)
      if (kind === 'postgres') await early;
    });
    await early;
    await t.app.jobs.settled();
    expect(await sentTo('LATE-COMMIT')).toHaveLength(1);
    expect((await jobsOf('LATE-COMMIT')).map((j) => j.state)).toEqual(['completed']);
  });

  it('refuses a payload that does not fit its job', async () => {
    await expect(
      t.app.jobs.send('message-sms', { purpose: 'order-confirmation', ref: 'X', to: '', text: '' }),
    ).rejects.toThrow();
  });

  it('retries a failing job with backoff, lists it as failed when it gives up, and can retry it', async () => {
    const gateway = t.app.sms as { send: Sms['send'] };
    const send = gateway.send;
    let calls = 0;
    gateway.send = () => {
      calls += 1;
      return Promise.reject(new DeliveryError('sms', 'SMS gateway answered 503'));
    };
    try {
      await t.app.jobs.send('message-sms', sms('GIVES-UP'));
      await t.app.backgroundSettled();
      const [once] = await jobsOf('GIVES-UP');
      expect(once).toMatchObject({ state: 'retry', retry_count: 0 });
      // First retry after 10–20 s (10 s doubling, with jitter).
      expect(once!.wait_s).toBeGreaterThan(8);
      expect(once!.wait_s).toBeLessThan(21);
      for (let i = 0; i < 9; i++) {
        await dueNow(once!.id);
        await t.app.jobs.settled({ exact: true });
      }
      const [last] = await jobsOf('GIVES-UP');
      expect(last).toMatchObject({ state: 'failed', retry_count: 9 });
      expect(calls).toBe(10);

      const failed = await t.app.jobs.listFailed();
      expect(failed[0]).toMatchObject({
        id: once!.id,
        name: 'message-sms',
        data: sms('GIVES-UP'),
        error: 'SMS gateway answered 503',
        attempts: 10,
        failedAt: expect.any(Date),
      });
      expect(await t.app.jobs.listFailed({ name: 'message-email' })).toEqual([]);
    } finally {
      gateway.send = send;
    }
    // Staff put it back once the gateway works again: it is sent, and leaves the list.
    expect(await t.app.jobs.retryFailed('message-sms', (await jobsOf('GIVES-UP'))[0]!.id)).toBe(true);
    await t.app.backgroundSettled();
    expect((await jobsOf('GIVES-UP'))[0]!.state).toBe('completed');
    expect(
      (await t.app.jobs.listFailed()).some((f) => f.data && JSON.stringify(f.data).includes('GIVES-UP')),
    ).toBe(false);
  });

  it('one failure in a batch does not fail the jobs fetched with it', async () => {
    const gateway = t.app.sms as { send: Sms['send'] };
    const send = gateway.send;
    gateway.send = (m) =>
      m.text.includes('BATCH-BAD')
        ? Promise.reject(new DeliveryError('sms', 'refused'))
        : send.call(t.app.sms, m);
    try {
      await t.app.jobs.sendMany([
        { name: 'message-sms', data: sms('BATCH-OK-1') },
        { name: 'message-sms', data: sms('BATCH-BAD') },
        { name: 'message-sms', data: sms('BATCH-OK-2') },
      ]);
      await t.app.backgroundSettled();
    } finally {
      gateway.send = send;
    }
    expect((await jobsOf('BATCH-OK-1'))[0]!.state).toBe('completed');
    expect((await jobsOf('BATCH-OK-2'))[0]!.state).toBe('completed');
    expect((await jobsOf('BATCH-BAD'))[0]!.state).toBe('retry');
  });
});

describe.each(DB_KINDS)('job workers on %s', (kind) => {
  it('closing the app lets the job in hand finish and takes no new one', async () => {
    const t = await createTestApp(kind, { seed: 'empty' });
    const gateway = t.app.sms as { send: Sms['send'] };
    const send = gateway.send;
    let release: (() => void) | undefined;
    gateway.send = (m) =>
      new Promise((resolve, reject) => {
        release = () => void send.call(t.app.sms, m).then(resolve, reject);
      });
    try {
      await t.app.jobs.send('message-sms', {
        purpose: 'order-confirmation',
        ref: 'IN-HAND',
        to: '9800000002',
        text: 'IN-HAND',
      });
      await expect.poll(() => release).toBeDefined();
      const closing = t.app.close();
      // Written after the close began: left for another process (or the next start).
      await t.app.jobs.send('message-sms', {
        purpose: 'order-confirmation',
        ref: 'LEFT',
        to: '9800000002',
        text: 'LEFT',
      });
      await new Promise((r) => setTimeout(r, 100));
      release!();
      await closing;
      const rows = await queryRows<{ ref: string; state: string }>(
        t.database.db,
        sql`select data->>'ref' as ref, state::text from pgboss.job where data->>'ref' in ('IN-HAND', 'LEFT') order by 1`,
      );
      expect(rows).toEqual([
        { ref: 'IN-HAND', state: 'completed' },
        { ref: 'LEFT', state: 'created' },
      ]);
    } finally {
      gateway.send = send;
      await t.close();
    }
  });

  it('WORKERS=false writes jobs and works none (PostgreSQL only: the embedded database refuses it)', async () => {
    if (kind === 'pglite') {
      const { loadConfig } = await import('../config');
      expect(() => loadConfig({ WORKERS: 'false' }, { authSecret: 'x'.repeat(32) })).toThrow(/WORKERS/);
      return;
    }
    const t = await createTestApp(kind, {
      seed: 'empty',
      env: { WORKERS: 'false', DATABASE_URL: process.env.TEST_DATABASE_URL! },
    });
    try {
      await t.app.jobs.send('message-sms', {
        purpose: 'order-confirmation',
        ref: 'API-ONLY',
        to: '9800000003',
        text: 'API-ONLY',
      });
      await new Promise((r) => setTimeout(r, 1500));
      const rows = await queryRows<{ state: string }>(
        t.database.db,
        sql`select state::text from pgboss.job where data->>'ref' = 'API-ONLY'`,
      );
      expect(rows).toEqual([{ state: 'created' }]);
    } finally {
      await t.close();
    }
  });
});
