// Uploads (SPEC.md section 7): POST /api/upload takes the multipart field `file`, which the route
// reads from the body itself (so its input schema takes nothing), and answers the file reference.
import { z } from 'zod';
import { UPLOAD_NAME_RE } from './deposit.ts';

export { ZNoInput } from './common.ts';

/** An upload's file reference: 32 hex characters and the image's extension. */
export const ZUploadName = z.string().regex(UPLOAD_NAME_RE);
export type TUploadName = z.infer<typeof ZUploadName>;
