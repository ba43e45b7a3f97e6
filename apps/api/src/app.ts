import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createGateways, type Gateways } from './infra/payments';
import { createStorage, MEDIA_PREFIX, type Storage } from './infra/storage';
import { AccessTokens } from './infra/tokens';
import { PageSessions } from './modules/auth/page-session';
import { modules } from './modules';
import { catalogCache } from './modules/catalog/catalog-cache';
import { CATALOG_CHANNEL, catalogEvents } from './modules/catalog/catalog-events';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { registerPaymentsSweep } from './modules/payments/payments-sweep';
import type { PaymentDeps } from './modules/payments/payments.service';
import { walletSimulatorRoutes } from './modules/payments/wallet-simulator.routes';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import deliveryPlugin from './plugins/delivery';
import errorsPlugin, { errorBody } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import jobsPlugin from './plugins/jobs';
import bodyTimeoutPlugin from './plugins/body-timeout';
import lifecyclePlugin from './plugins/lifecycle';
import mediaPlugin from './plugins/media';
import { makePageHints } from './plugins/page-hints';
import rateLimitsPlugin from './plugins/rate-limits';
import securityHeadersPlugin from './plugins/security-headers';
import { serverRenderPlugin } from './plugins/server-render';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: AccessTokens;
    /** The page-session cookie (decision 045): server renders of the shopper's own pages only. */
    pageSessions: PageSessions;
    storage: Storage;
    redis: Redis | null;
    gateways: Gateways;
    /** What the payment functions need, logging to `log`. */
    paymentDeps(log: FastifyBaseLogger): PaymentDeps;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  redis?: Redis | null;
  /** The wallets (default: from the configuration). */
  gateways?: Gateways;
  logger?: FastifyServerOptions['logger'];
}

/** Origins of the wallet forms our pages post to (none when the form is our own simulator). */
function formTargets(config: Config): string[] {
  const url = config.payments.esewa?.formUrl;
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/** Builds the whole app: external plugins, our plugins, then every module under /api/v1. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    // Node checks for requests past their time every 30 s by default: check often enough that a
    // slow sender (slowloris) is cut off close to REQUEST_TIMEOUT_MS.
    http: { connectionsCheckingInterval: Math.min(5000, Math.ceil(config.requestTimeoutMs / 2)) },
    // Slugs and ids never need long path segments; this bounds what a hostile client can send.
    routerOptions: { maxParamLength: 200 },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = fp(
    async (instance: FastifyInstance) => {
      instance.decorate('config', config);
      instance.decorate('database', deps.database);
      instance.decorate('db', deps.database.db);
      instance.decorate('tokens', new AccessTokens(config.authSecret));
      instance.decorate('pageSessions', new PageSessions(config.authSecret, deps.database.db));
      instance.decorate('storage', deps.storage ?? createStorage(config));
      instance.decorate('redis', deps.redis ?? null);
      const gateways = deps.gateways ?? createGateways(config.payments);
      instance.decorate('gateways', gateways);
      instance.decorate('paymentDeps', (log: FastifyBaseLogger) => ({
        db: deps.database.db,
        gateways,
        log,
        expiryMinutes: config.payments.expiryMinutes,
      }));
    },
    { name: 'services' },
  );
  await app.register(services);
  await app.register(errorsPlugin);

  // Catalogue changes: this process's caches listen, and the other API processes hear of them.
  const stopListening = catalogEvents.subscribe(() => catalogCache.invalidate());
  const channel = deps.database.channel?.(CATALOG_CHANNEL, (m) => catalogEvents.receive(m));
  const removeTransport = channel ? catalogEvents.addTransport({ publish: (m) => channel.notify(m) }) : null;
  app.addHook('onClose', async () => {
    stopListening();
    removeTransport?.();
    await channel?.close();
  });

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Uploads served from a CDN or bucket (S3_PUBLIC_URL) are images of ours too.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        // eSewa's checkout is a form POST from our page to its form URL.
        formAction: ["'self'", ...formTargets(config)],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: `${config.redisKeyPrefix}-rl:` } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      ),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kandamul shop API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(lifecyclePlugin);
  await app.register(bodyTimeoutPlugin, { timeoutMs: config.requestTimeoutMs });
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(jobsPlugin);
  await app.register(deliveryPlugin);
  await app.register(rateLimitsPlugin);
  // Lets a person trying the demo shop read the codes they were sent; never in a deployment.
  if (config.demo) await app.register(devOutboxRoutes);
  // The wallet simulators stand in for eSewa and Khalti in the demo shop; never in a deployment.
  if (config.demo) await app.register(walletSimulatorRoutes);
  if (config.payments.jobs) registerPaymentsSweep(app);

  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  await app.register(mediaPlugin);

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change under the same URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // The staff console (apps/admin): its own bundle under /admin/, apart from the storefront's.
  const adminShell = path.join(config.adminDist, 'index.html');
  const hasAdmin = existsSync(adminShell);
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: path.join(config.adminDist, 'assets'),
      prefix: '/admin/assets/',
      wildcard: false,
      index: false,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  }
  const adminHtml = hasAdmin ? readFileSync(adminShell, 'utf8') : '';
  const isAdminPage = (url: string) =>
    url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

  const pageHints = makePageHints(config.webDist);
  // Every client route (/cart, /product/x, /viewallca/3…) is the single-page app, unless rendered.
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const hints = pageHints.links(new URL(request.url, 'http://page'));
    if (hints.length > 0) reply.header('Link', hints.join(', '));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', { cacheControl: false });
  };
  if (hasWeb && config.serverRender) {
    await app.register(serverRenderPlugin, {
      webDist: config.webDist,
      ssrDist: config.ssrDist,
      ttlMs: config.catalogCacheMs,
      sendShell,
      pageScripts: (url) => pageHints.scripts(url),
      warmUp: config.env === 'production',
      // The page-session cookie (decision 045) becomes, for the render's own reads only, a bearer
      // token of a minute: the JSON API itself never takes the cookie.
      pageSession: async (request) => {
        const user = await app.pageSessions.userOf(request);
        if (!user) return null;
        const claims = { role: user.role, tokenVersion: user.tokenVersion };
        return { userId: user.userId, access: await app.tokens.sign(user.userId, 60, claims) };
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith(MEDIA_PREFIX);
    // Client routes never end in a file extension; a missing file (an old build's chunk, a probe for
    // backup.zip) is a 404, not the page, so a browser never runs HTML as a script.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0]!);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Every console route (/admin, /admin/orders/12/show…) is the console's single-page app.
    if (!isFile && hasAdmin && isRead && isAdminPage(url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(adminHtml);
    }
    if (!isApi && !isFile && hasWeb && isRead) {
      return sendShell(request, reply);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No such path: ${request.method} ${url.split('?')[0]}`));
  });

  return app;
}
