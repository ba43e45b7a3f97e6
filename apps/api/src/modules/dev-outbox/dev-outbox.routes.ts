import { DEV_OUTBOX_PATH } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const OutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});

export const DevOutboxSchema = z.object({ results: z.array(OutboxMessageSchema) });

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function page(messages: z.infer<typeof OutboxMessageSchema>[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${escapeHtml(m.created_at)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td>
  <td>${escapeHtml(m.status)}${m.error ? `<br><small>${escapeHtml(m.error)}</small>` : ''}</td>
  <td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}<pre>${escapeHtml(m.body)}</pre></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Kandamul dev outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: .4rem .6rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; font: inherit; }
</style>
</head>
<body>
<h1>Dev outbox</h1>
<p>The latest ${messages.length} e-mails and text messages this shop sent or kept (newest first). Development only.</p>
<table>
<thead><tr><th>When</th><th>Channel</th><th>To</th><th>Status</th><th>Message</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}
</tbody>
</table>
</body>
</html>
`;
}

/**
 * GET /dev/outbox: the latest 50 messages, so a person trying the shop locally can read the code they
 * were sent. Registered only in the demo shop (config.demo, see app.ts), never in a deployment. HTML, or JSON with ?format=json or
 * Accept: application/json.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DEV_OUTBOX_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ format: z.enum(['json', 'html']).optional() }),
      },
    },
    async (request, reply) => {
      const rows = await app.outbox.latest(50);
      const messages = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        status: r.status,
        error: r.error,
        created_at: r.createdAt.toISOString(),
      }));
      const wantsJson =
        request.query.format === 'json' ||
        (request.query.format !== 'html' && (request.headers.accept ?? '').includes('application/json'));
      reply.header('Cache-Control', 'no-store');
      if (wantsJson) return reply.type('application/json').send(JSON.stringify({ results: messages }));
      return reply.type('text/html; charset=utf-8').send(page(messages));
    },
  );
};
