// Declares an API call: its path under /api, its zod input from packages/shared, who may call it,
// and a handler that returns the payload. The envelope, validation and auth live here, once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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

type RouteOptions<S extends z.ZodType, R, A extends boolean> = {
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

export function defineRoute<S extends z.ZodType, R, A extends boolean>(app: FastifyInstance, options: RouteOptions<S, R, A>): void {
  app.route({
    method: options.method,
    url: `/api/${options.path}`,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const user = request.user;
      if (options.auth && !user) throw request.authError ?? loginRequired();
      let input: unknown = undefined;
      if (options.input) {
        const parsed = options.input.safeParse(rawInput(request));
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
      const run = () => options.handler(input as z.output<S>, ctx as A extends true ? AuthedContext : CallContext);
      const key = options.idempotent && user ? parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) : null;
      if (key === null || !user) return { type: TYPE_OK, message: await run() };

      const { db, clock } = app.platform;
      const claim = await claimKey(db, { userId: user.id, key, call: options.path, hash: requestHash(options.path, input), now: clock() });
      if (claim.kind === 'replay') {
        reply.header('idempotent-replayed', 'true');
        return { type: TYPE_OK, message: replay(claim.answer) };
      }
      let message: Awaited<R>;
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
