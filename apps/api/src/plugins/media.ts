import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskStorage, MEDIA_PREFIX } from '../infra/storage';
import { errorBody } from './errors';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * Serves `/media/…`: straight from the folder when uploads are on this machine's disk, otherwise
 * streamed from the shared bucket, so the URLs stored in the database are the same either way.
 */
async function mediaPlugin(app: FastifyInstance) {
  const storage = app.storage;
  if (storage instanceof DiskStorage) {
    mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      wildcard: true,
      maxAge: '7d',
    });
    return;
  }
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const key = storage.keyOf(MEDIA_PREFIX + rest);
    const type = TYPES[path.extname(rest).toLowerCase()];
    const body = key && type ? await storage.get(key) : null;
    if (!body) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No such path: GET ${request.url.split('?')[0]}`));
    }
    return reply.type(type!).header('cache-control', `public, max-age=${WEEK_SECONDS}`).send(body);
  });
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['services'] });
