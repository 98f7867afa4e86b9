// The upload call (SPEC.md section 7). GET /api/file/<name> answers raw bytes, not an envelope, so it
// is no contract entry.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/upload.ts');

/** Multipart: the field `file`; the route reads it from the body itself. */
export const upload = defineCall({
  method: 'POST',
  path: 'upload',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZUploadName })),
});
