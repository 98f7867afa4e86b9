// Builds the Fastify app: plugins, the envelope error handler, auth, realtime and every module.
// main.ts starts it; the tests build it on a fresh database and listen on a free port.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Server as IoServer } from 'socket.io';
import { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '@platform/shared/constants';
import { TYPE_ERROR } from '@platform/shared/envelope';
import { SUPPORT_WIDGET_CSP } from '@platform/shared/schemas/support';
import { AppError } from './http/errors.ts';
import { AnswerMismatchError, langOf } from './http/route.ts';
import { registerApiRateLimit } from './http/api-rate-limit.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { registerAuth } from './auth/sessions.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import type { Db } from './db/database.ts';
import type { AppDeps, ModuleDeps } from './deps.ts';
import { registerMarketModule } from './modules/market/module.ts';
import { registerSiteRoutes } from './modules/site/routes.ts';
import { registerAdminRoutes } from './modules/admin/routes.ts';
import { registerUploadRoutes } from './modules/upload/routes.ts';
import { registerWalletModule } from './modules/wallet/module.ts';
import { registerSpotModule } from './modules/spot/module.ts';
import { registerContractModule } from './modules/contract/module.ts';
import { registerOptionModule } from './modules/option/module.ts';
import { registerIdentityModule } from './modules/identity/module.ts';
import { registerSecurityModule } from './modules/account/module.ts';
import { registerProfileModule } from './modules/profile/module.ts';
import { registerNotificationsModule } from './modules/notifications/module.ts';
import { registerSupportModule } from './modules/support/module.ts';
import { registerLoanModule } from './modules/loan/module.ts';
import { registerDualModule } from './modules/dual/module.ts';
import { registerStakingModule } from './modules/staking/module.ts';
import { registerIeoModule } from './modules/ieo/module.ts';
import { createRealtime } from './realtime/realtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Socket.IO: rooms per market, per user, and the quotes room. */
    io: IoServer;
    /** What route-level features (idempotency) need from the app's dependencies. */
    platform: { db: Db; clock: () => number; checkAnswers: boolean };
  }
}

export async function buildApp(deps: AppDeps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Callback-style hooks: an async hook costs a promise on every call (measured by npm run bench).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
    done();
  });
  registerApiRateLimit(app, deps.config.apiCallsPerMinute, deps.clock);

  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 50 } });
  // Only the calls that declare their own limit (codes, argon2); the global one is api-rate-limit.ts.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('too_many_requests', {}, TYPE_ERROR, 429),
  });

  app.setErrorHandler((error, request, reply) => {
    const lang = langOf(request);
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ type: error.type, message: deps.translate(lang, error.textKey, error.params), code: error.textKey });
    }
    const failure = error as { code?: string; statusCode?: number };
    if (failure.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || failure.statusCode === 413) {
      return reply.status(413).send({ type: TYPE_ERROR, message: deps.translate(lang, 'body_too_large'), code: 'body_too_large' });
    }
    if (failure.statusCode === 429) {
      return reply.status(429).send({ type: TYPE_ERROR, message: deps.translate(lang, 'too_many_requests'), code: 'too_many_requests' });
    }
    if (failure.statusCode !== undefined && failure.statusCode >= 400 && failure.statusCode < 500) {
      return reply.status(400).send({ type: TYPE_ERROR, message: deps.translate(lang, 'malformed_body'), code: 'malformed_body' });
    }
    if (error instanceof AnswerMismatchError) {
      // Only with checkAnswers (the tests): the defect is named so the failing test says which field.
      return reply.status(500).send({ type: TYPE_ERROR, message: error.message, code: 'answer_mismatch' });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ type: TYPE_ERROR, message: deps.translate(lang, 'internal_error'), code: 'internal_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = langOf(request);
    return reply.status(404).send({ type: TYPE_ERROR, message: deps.translate(lang, 'not_found'), code: 'not_found' });
  });

  app.get('/healthz', async () => {
    await deps.db.selectFrom('settings').select('key').limit(1).execute();
    return { status: 'ok' };
  });

  app.decorate('platform', { db: deps.db, clock: deps.clock, checkAnswers: deps.config.checkAnswers });
  registerAuth(app, deps.db, deps.clock);
  const io = createRealtime(app, deps);
  app.decorate('io', io);
  const moduleDeps: ModuleDeps = { ...deps, io };
  registerAccountRoutes(app, moduleDeps);
  registerSiteRoutes(app, moduleDeps);
  await registerMarketModule(app, moduleDeps);
  registerUploadRoutes(app, moduleDeps);
  registerWalletModule(app, moduleDeps);
  await registerSpotModule(app, moduleDeps);
  await registerContractModule(app, moduleDeps);
  await registerOptionModule(app, moduleDeps);
  await registerIdentityModule(app, moduleDeps);
  await registerSecurityModule(app, moduleDeps);
  await registerProfileModule(app, moduleDeps);
  await registerNotificationsModule(app, moduleDeps);
  await registerSupportModule(app, moduleDeps);
  await registerLoanModule(app, moduleDeps);
  await registerDualModule(app, moduleDeps);
  registerStakingModule(app, moduleDeps);
  registerIeoModule(app, moduleDeps);
  registerAdminRoutes(app, moduleDeps);

  // The page-security headers (CSP, frame and referrer policy) belong to the app's pages; in this
  // encapsulated context they cost the API nothing (a global helmet hook cost a third of a cheap
  // call's throughput even where a route turned it off: npm run bench). app.ts's onRequest hook
  // gives API answers the headers they need.
  await app.register(async (web) => {
    await web.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          'upgrade-insecure-requests': null,
          // The customer-service widget of the support_url setting (modules/support) adds its own origins.
          'script-src': ["'self'", ...SUPPORT_WIDGET_CSP.script],
          'img-src': ["'self'", 'data:', 'blob:', ...SUPPORT_WIDGET_CSP.img],
          'connect-src': ["'self'", 'ws:', 'wss:', ...SUPPORT_WIDGET_CSP.connect],
          'frame-src': ["'self'", ...SUPPORT_WIDGET_CSP.frame],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await registerStaticFiles(web, { root: deps.config.webDist });
    // The back office, its own build under /admin/ (the first registration decorated the reply).
    await registerStaticFiles(web, { root: deps.config.adminDist, prefix: '/admin/', decorateReply: false });
  });
  return app;
}
