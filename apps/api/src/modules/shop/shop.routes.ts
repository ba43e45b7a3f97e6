import { ShopInfoSchema } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the storefront needs to know about this shop, e.g. whether to point a newcomer to the dev outbox. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this is the demo shop (which offers the dev outbox) or a deployment',
        response: { 200: ShopInfoSchema },
      },
    },
    async () => ({ demo: app.config.demo }),
  );
};
