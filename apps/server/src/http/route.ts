// Declares an API call: its path under /api, its zod input from packages/shared, who may call it,
// and a handler that returns the payload. The envelope, validation and auth live here, once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnyCall, CallAuth, CallOutput, CallParsedInput, CallSchemas } from '@platform/shared/contract/define';
import { toLang, type Lang } from '@platform/shared/languages';
import { isTextKey } from '@platform/shared/i18n/texts';
import { TYPE_OK } from '@platform/shared/envelope';
import { AppError, loginRequired } from './errors.ts';
import {
  IDEMPOTENCY_HEADER,
  answerOfError,
  claimKey,
  parseIdempotencyKey,
  releaseKey,
  replay,
  requestHash,
  storeAnswer,
} from './idempotency.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { ROLE_ADMIN } from '../auth/roles.ts';

export type CallContext = {
  user: AuthUser | null;
  lang: Lang;
  ip: string;
  userAgent: string;
  request: FastifyRequest;
  reply: FastifyReply;
};
export type AuthedContext = CallContext & { user: AuthUser };

type Method = 'GET' | 'POST';

type LegacyRouteOptions<S extends z.ZodType, R, A extends boolean> = {
  method: Method | Method[];
  path: string;
  input?: S;
  /** true: a valid session is required (999 otherwise); false: the caller may be anonymous. */
  auth: A;
  /** Answered as `message` with type ok. */
  handler: (input: z.output<S>, ctx: A extends true ? AuthedContext : CallContext) => Promise<R> | R;
  /** Per-route rate limit, on top of the global one. */
  rateLimit?: { max: number; timeWindow: number };
  /** Moves money: honours the `Idempotency-Key` header (http/idempotency.ts). Needs `auth: true`. */
  idempotent?: boolean;
};

/** What a route adds to its contract entry: a rate limit of its own, on top of the global one. */
export type RouteExtras = { rateLimit?: { max: number; timeWindow: number } };

type ContextOf<C extends AnyCall> = C['auth'] extends 'none' ? CallContext : AuthedContext;
export type CallHandler<C extends AnyCall> = (input: CallParsedInput<C>, ctx: ContextOf<C>) => Promise<CallOutput<C>> | CallOutput<C>;

/** Query and body merged, body winning; `lang` is the caller's language, not input. */
function rawInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? (request.body as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...query, ...body };
  delete merged.lang;
  return merged;
}

export function langOf(request: FastifyRequest): Lang {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  return toLang(query.lang ?? body.lang ?? request.headers['lang']);
}

export function validationError(error: z.ZodError): AppError {
  const message = error.issues[0]?.message ?? '';
  return new AppError(isTextKey(message) ? message : 'parameter_error');
}

/**
 * Registers the route of a contract entry: `defineRoute(app, coinTrade, handler)`. The entry's input
 * schema checks the input before the handler runs; with `checkAnswers` (the tests), every answer is
 * checked against the output schema too, and a mismatch answers 500 naming the call and the field.
 */
export function defineRoute<C extends AnyCall>(app: FastifyInstance, call: C, handler: CallHandler<C>, extras?: RouteExtras): void;
/** @deprecated the form before contract entries; every call moves to an entry of packages/shared/src/contract. */
export function defineRoute<S extends z.ZodType, R, A extends boolean>(app: FastifyInstance, options: LegacyRouteOptions<S, R, A>): void;
export function defineRoute(
  app: FastifyInstance,
  callOrOptions: AnyCall | LegacyRouteOptions<z.ZodType, unknown, boolean>,
  handler?: CallHandler<AnyCall>,
  extras: RouteExtras = {},
): void {
  if ('schemas' in callOrOptions) {
    const call = callOrOptions;
    let schemas: CallSchemas<z.ZodType, z.ZodType> | undefined;
    const loading = call.schemas().then((loaded) => (schemas = loaded));
    app.addHook('onReady', async () => {
      await loading;
    });
    register(app, {
      method: typeof call.method === 'string' ? call.method : [...call.method],
      path: call.path,
      auth: call.auth,
      idempotent: call.idempotent === true,
      rateLimit: extras.rateLimit,
      schemas: () => schemas ?? loading,
      handler: handler as (input: unknown, ctx: CallContext) => unknown,
    });
    return;
  }
  const options = callOrOptions;
  const input = options.input;
  register(app, {
    method: options.method,
    path: options.path,
    auth: options.auth ? 'user' : 'none',
    idempotent: options.idempotent === true,
    rateLimit: options.rateLimit,
    schemas: () => ({ input, output: undefined }),
    handler: options.handler as (input: unknown, ctx: CallContext) => unknown,
  });
}

type Registration = {
  method: Method | Method[];
  path: string;
  auth: CallAuth;
  idempotent: boolean;
  rateLimit?: { max: number; timeWindow: number };
  schemas: () =>
    | { input: z.ZodType | undefined; output: z.ZodType | undefined }
    | Promise<{ input: z.ZodType | undefined; output: z.ZodType | undefined }>;
  handler: (input: unknown, ctx: CallContext) => unknown;
};

function register(app: FastifyInstance, route: Registration): void {
  app.route({
    method: route.method,
    url: `/api/${route.path}`,
    config: route.rateLimit ? { rateLimit: route.rateLimit } : {},
    handler: async (request, reply) => {
      const user = request.user;
      if (route.auth !== 'none' && !user) throw request.authError ?? loginRequired();
      if (route.auth === 'admin' && user?.role !== ROLE_ADMIN) throw new AppError('admin_only', {}, 'error', 403);
      const schemas = await route.schemas();
      let input: unknown = undefined;
      if (schemas.input) {
        const parsed = schemas.input.safeParse(rawInput(request));
        if (!parsed.success) throw validationError(parsed.error);
        input = parsed.data;
      }
      const ctx: CallContext = {
        user,
        lang: langOf(request),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        request,
        reply,
      };
      const run = async () => {
        const message = await route.handler(input, ctx);
        if (schemas.output && app.platform.checkAnswers) assertAnswer(route.path, schemas.output, message);
        return message;
      };
      const key = route.idempotent && user ? parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) : null;
      if (key === null || !user) return { type: TYPE_OK, message: await run() };

      const { db, clock } = app.platform;
      const claim = await claimKey(db, { userId: user.id, key, call: route.path, hash: requestHash(route.path, input), now: clock() });
      if (claim.kind === 'replay') {
        reply.header('idempotent-replayed', 'true');
        return { type: TYPE_OK, message: replay(claim.answer) };
      }
      let message: unknown;
      try {
        message = await run();
      } catch (error) {
        if (error instanceof AppError) await storeAnswer(db, claim.id, answerOfError(error));
        else await releaseKey(db, claim.id);
        throw error;
      }
      await storeAnswer(db, claim.id, { ok: message });
      return { type: TYPE_OK, message };
    },
  });
}

/** A handler's answer that its contract entry does not describe: a defect, reported with the call and the field. */
export class AnswerMismatchError extends Error {
  constructor(path: string, error: z.ZodError) {
    const issue = error.issues[0];
    super(`answer of ${path} does not match its output schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`);
    this.name = 'AnswerMismatchError';
  }
}

function assertAnswer(path: string, output: z.ZodType, message: unknown): void {
  // The answer goes out as JSON: check what the client will parse, not the handler's objects.
  const parsed = output.safeParse(message === undefined ? undefined : JSON.parse(JSON.stringify(message)));
  if (!parsed.success) throw new AnswerMismatchError(path, parsed.error);
}
