// Calls that take a multipart image (upload, the profile's avatar) share one Fastify scope: its
// refusal of an oversize file, the upload call's own language names, and its rate limit.
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, uploadLang } from '@platform/shared/languages';
import { uploadTooLarge } from './uploads.ts';

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
