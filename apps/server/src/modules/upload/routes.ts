// Uploads (SPEC.md section 7): POST /api/upload with a multipart field `file` answers the file
// reference; GET /api/file/<name> serves the bytes to the uploader and to admins (avatars, marked
// public, to anyone), and answers 404 to everyone else exactly as for a name that does not exist.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { LANGUAGES, uploadLang } from '@platform/shared/languages';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { readUpload, storeUpload, uploadTooLarge } from './service.ts';

/** Per address and minute: each upload is a file on disk and a row. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** @fastify/multipart's refusal of a file over limits.fileSize (app.ts: UPLOAD_LIMIT_BYTES). */
const MULTIPART_FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** SPEC.md section 7: the upload call names zh as zh-cn and hk as zh-tw; the rest of the API knows them as zh and hk. */
function apiLangOf(value: unknown): string | undefined {
  return typeof value === 'string' ? LANGUAGES.find((lang) => uploadLang(lang) === value.toLowerCase()) : undefined;
}

/**
 * A context for calls that take a multipart image (`upload`, the profile's uploadHeadPortrait):
 * multipart refuses an oversize file before the handler runs, and the app's handler would answer
 * that as any too-large body; here it is the upload's translated refusal. It also reads the
 * upload call's own lang names (zh-cn, zh-tw).
 */
export function registerUploadScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown>;
      const lang = apiLangOf(query.lang);
      if (lang) query.lang = lang;
      done();
    });
    scope.setErrorHandler((error, _request, _reply) => {
      if ((error as { code?: string }).code === MULTIPART_FILE_TOO_LARGE) throw uploadTooLarge();
      throw error;
    });
    register(scope);
  });
}

/** The multipart field `file` as a buffer, if the request carried one. */
export function multipartFileOf(body: unknown): Buffer | undefined {
  const file = body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined;
  return Buffer.isBuffer(file) ? file : undefined;
}

export function registerUploadRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerUploadScope(app, (scope) => {
    defineRoute(scope, {
      method: 'POST',
      path: 'upload',
      auth: true,
      rateLimit: UPLOAD_RATE_LIMIT,
      handler: (_input, ctx) => {
        const file = multipartFileOf(ctx.request.body);
        if (!file) throw new AppError('upload_missing');
        return storeUpload(deps, ctx.user.id, file);
      },
    });
  });

  app.get<{ Params: { name: string } }>('/api/file/:name', async (request, reply) => {
    const file = await readUpload(deps, request.user, request.params.name);
    if (!file) throw new AppError('file_not_found', {}, 'error', 404);
    return (
      reply
        .header('content-type', file.mime)
        // An avatar never changes under its random name; a private file must not sit in a shared cache.
        .header('cache-control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        // Even if a file were read as HTML or SVG, it runs no script and has no origin: it cannot act as the site.
        .header('content-security-policy', 'sandbox')
        .header('content-disposition', 'inline')
        .send(file.bytes)
    );
  });
}
