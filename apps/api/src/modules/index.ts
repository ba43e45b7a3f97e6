import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog/catalog.routes';
import { healthRoutes } from './health/health.routes';

/** Every module's routes, mounted under /api/v1. Add a module here and nowhere else. */
export const modules: FastifyPluginAsync[] = [healthRoutes, catalogRoutes];
