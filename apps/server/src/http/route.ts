// Declares an API call: its path under /api, its zod input from packages/shared, who may call it,
// and a handler that returns the payload. The envelope, validation and auth live here, once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnyCall, CallOutput, CallParsedInput, CallSchemas } from '@platform/shared/contract/define';
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
export function defineRoute<C extends AnyCall>(app: FastifyInstance, call: C, handler: CallHandler<C>, extras: RouteExtras = {}): void {
  let loaded: CallSchemas<z.ZodType, z.ZodType> | undefined;
  const loading = call.schemas().then((schemas) => (loaded = schemas));
  // The server answers nothing before every entry's schemas are loaded; a broken import fails the start.
  app.addHook('onReady', async () => {
    await loading;
  });
  const run = handler as (input: unknown, ctx: CallContext) => unknown;
  app.route({
    method: typeof call.method === 'string' ? call.method : [...call.method],
    url: `/api/${call.path}`,
    config: extras.rateLimit ? { rateLimit: extras.rateLimit } : {},
    handler: async (request, reply) => {
      const user = request.user;
      if (call.auth !== 'none' && !user) throw request.authError ?? loginRequired();
      if (call.auth === 'admin' && user?.role !== ROLE_ADMIN) throw new AppError('admin_only', {}, 'error', 403);
      const schemas = loaded ?? (await loading);
      const parsed = schemas.input.safeParse(rawInput(request));
      if (!parsed.success) throw validationError(parsed.error);
      const input: unknown = parsed.data;
      const ctx: CallContext = {
        user,
        lang: langOf(request),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        request,
        reply,
      };
      const answer = async () => {
        const message = await run(input, ctx);
        if (app.platform.checkAnswers) assertAnswer(call.path, schemas.output, message);
        return message;
      };
      const key = call.idempotent === true && user ? parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) : null;
      if (key === null || !user) return { type: TYPE_OK, message: await answer() };

      const { db, clock } = app.platform;
      const claim = await claimKey(db, { userId: user.id, key, call: call.path, hash: requestHash(call.path, input), now: clock() });
      if (claim.kind === 'replay') {
        reply.header('idempotent-replayed', 'true');
        return { type: TYPE_OK, message: replay(claim.answer) };
      }
      let message: unknown;
      try {
        message = await answer();
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
