import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_LIMITS, lastMessage, mailWithSubject, post, verifiedAccount } from '../../test/accounts';
import { DB_KINDS, type TestApp, createTestApp } from '../../test/helpers';
import { queryRows } from '../db/client';

/** A tiny SMTP server: enough of the protocol for nodemailer to hand over one message. */
function fakeSmtp(state: {
  rejectRcpt: boolean;
  mails: { from: string; to: string; data: string }[];
}): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail = { from: '', to: '', data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            state.mails.push(mail);
            mail = { from: '', to: '', data: '' };
            reply('250 Queued');
          } else {
            mail.data += line + '\n';
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'MAIL') {
          mail.from = line;
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to = line;
          reply(state.rejectRcpt ? '550 No such user here' : '250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
}

describe.each(DB_KINDS)('SMTP mail on %s', (kind) => {
  let t: TestApp;
  let server: Server;
  const state = { rejectRcpt: false, mails: [] as { from: string; to: string; data: string }[] };

  beforeAll(async () => {
    server = fakeSmtp(state);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp(kind, {
      seed: 'empty',
      env: {
        ...FAST_LIMITS,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Kandamul <codes@kandamul.test>',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('sends the reset code over SMTP and records it as sent', async () => {
    state.rejectRcpt = false;
    const acc = await verifiedAccount(t);
    const res = await post(t, '/forgot/password/', { phone_or_email: acc.email });
    expect(res.statusCode).toBe(200);
    // The code is sent by a job, after the answer.
    const recorded0 = await mailWithSubject(t, acc.email, 'Your Kandamul password reset code');
    expect(recorded0.status).toBe('sent');
    const mail = state.mails.at(-1)!;
    expect(mail.from).toContain('codes@kandamul.test');
    expect(mail.to).toContain(acc.email);
    expect(mail.data).toContain('Subject: Your Kandamul password reset code');
    const recorded = await lastMessage(t, acc.email);
    expect(recorded).toMatchObject({ channel: 'email', status: 'sent' });
    expect(mail.data).toContain(recorded!.code!);
  });

  it('a refused message is recorded as failed, and its job waits for a retry', async () => {
    const acc = await verifiedAccount(t);
    state.rejectRcpt = true;
    const res = await post(t, '/forgot/password/', { phone_or_email: acc.phone });
    // Forgot-password answers at once, whatever the mail server says.
    expect(res.statusCode).toBe(200);
    try {
      expect(await lastMessage(t, acc.email)).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('550'),
      });
    } finally {
      state.rejectRcpt = false;
    }
    const [job] = await queryRows<{ state: string; output: { message: string } }>(
      t.database.db,
      sql`select state::text, output from pgboss.job
          where name = 'password-reset-code' and data->>'identifier' = ${acc.phone}`,
    );
    expect(job).toMatchObject({
      state: 'retry',
      output: { message: 'We could not send the code. Please try again.' },
    });
  });
});
