// Uploads (SPEC.md section 7): POST /api/upload with a multipart field `file` answers the file
// reference; GET /api/file/<name> serves the bytes to the uploader and to admins (avatars, marked
// public, to anyone), and answers 404 to everyone else exactly as for a name that does not exist.
import type { FastifyInstance } from 'fastify';
import { upload } from '@platform/shared/contract/upload';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { readUpload, storeUpload } from '../../files/uploads.ts';
import { UPLOAD_RATE_LIMIT, multipartFileOf, registerUploadScope } from '../../files/upload-scope.ts';

export function registerUploadRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerUploadScope(app, (scope) => {
    defineRoute(
      scope,
      upload,
      (_input, ctx) => {
        const file = multipartFileOf(ctx.request.body);
        if (!file) throw new AppError('upload_missing');
        return storeUpload(deps, ctx.user.id, file);
      },
      { rateLimit: UPLOAD_RATE_LIMIT },
    );
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
