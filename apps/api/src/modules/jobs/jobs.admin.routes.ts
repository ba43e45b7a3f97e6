import { FailedJobSchema } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FailedJob, Jobs } from '../../infra/jobs';
import { ErrorResponseSchema, fail } from '../../plugins/errors';

const tags = ['admin'];
const security = [{ bearer: [] }];
const e = ErrorResponseSchema;
const JobIdParam = z.object({ id: z.uuid({ error: 'Not a job id.' }) });

const toView = (j: FailedJob) => ({
  id: j.id,
  name: j.name,
  data: j.data,
  error: j.error,
  attempts: j.attempts,
  created_at: j.createdAt.toISOString(),
  failed_at: j.failedAt?.toISOString() ?? null,
});

async function nameOf(jobs: Jobs, id: string) {
  const name = await jobs.failedJobName(id);
  if (!name) throw fail('JOB_NOT_FOUND');
  return name;
}

/** The dead-letter screen's door: jobs that used up their retries, tried again or discarded by staff. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');

  app.get(
    '/admin/jobs/failed/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Jobs that gave up after their retries, newest first (roles: staff, admin)',
        response: { 200: z.array(FailedJobSchema), 401: e, 403: e },
      },
    },
    async () => (await app.jobs.listFailed({ limit: 200 })).map(toView),
  );

  app.post(
    '/admin/jobs/failed/:id/retry/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Put a given-up job back in its queue for one more try (roles: staff, admin)',
        params: JobIdParam,
        response: { 200: z.object({ retried: z.literal(true) }), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const name = await nameOf(app.jobs, request.params.id);
      if (!(await app.jobs.retryFailed(name, request.params.id))) throw fail('JOB_NOT_FOUND');
      return { retried: true as const };
    },
  );

  app.delete(
    '/admin/jobs/failed/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Discard a given-up job for good (roles: staff, admin)',
        params: JobIdParam,
        response: { 204: z.null(), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const name = await nameOf(app.jobs, request.params.id);
      if (!(await app.jobs.discardFailed(name, request.params.id))) throw fail('JOB_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};
