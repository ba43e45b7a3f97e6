import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DB_KINDS, type TestApp, createTestApp } from '../../test/helpers';
import { outboxMessages } from '../db/schema';
import { Outbox } from './outbox';

describe.each(DB_KINDS)('Outbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
  });
  afterAll(() => t.close());

  const sms = (i: number) => ({
    channel: 'sms' as const,
    recipient: `98000000${10 + i}`,
    body: `message ${i}`,
  });

  async function written() {
    return t.database.db
      .select({ recipient: outboxMessages.recipient, body: outboxMessages.body })
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.id));
  }

  it('writes records asked for together in fewer inserts, every one of them, in the order asked', async () => {
    await t.database.db.delete(outboxMessages);
    const outbox = new Outbox(t.database.db);
    const insert = vi.spyOn(t.database.db, 'insert');
    try {
      await Promise.all(Array.from({ length: 30 }, (_, i) => outbox.record(sms(i), 'outbox')));
      expect(insert.mock.calls.length).toBeLessThan(3);
    } finally {
      insert.mockRestore();
    }
    expect(await written()).toEqual(
      Array.from({ length: 30 }, (_, i) => ({ recipient: sms(i).recipient, body: `message ${i}` })),
    );
    // Once written, a record asked for later is written too.
    await outbox.record(sms(30), 'sent');
    expect(await written()).toHaveLength(31);
  });

  it('refuses only the record that cannot be written, and goes on writing the next ones', async () => {
    await t.database.db.delete(outboxMessages);
    const outbox = new Outbox(t.database.db);
    const tooLong = { channel: 'sms' as const, recipient: 'x'.repeat(300), body: 'no room for it' };
    const together = await Promise.allSettled([
      outbox.record(sms(1), 'outbox'),
      outbox.record(tooLong, 'outbox'),
    ]);
    expect(together.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    await outbox.record(sms(2), 'outbox');
    expect(await written()).toEqual([
      { recipient: sms(1).recipient, body: 'message 1' },
      { recipient: sms(2).recipient, body: 'message 2' },
    ]);
  });
});
