// The answer envelope of SPEC.md sections 7-8 and DESIGN.md. Zod-free: the web app's API client imports it.

export const TYPE_OK = 'ok';
export const TYPE_ERROR = 'error';
/** Session missing, expired or revoked: the app clears the user and goes to login. */
export const TYPE_SESSION_INVALID = 999;
/** Real-name verification needed first: the app goes to /pages/setting/real. */
export const TYPE_REAL_NAME_REQUIRED = 998;

export type EnvelopeOk<T> = { type: typeof TYPE_OK; message: T };
export type EnvelopeFailure = {
  type: typeof TYPE_ERROR | typeof TYPE_SESSION_INVALID | typeof TYPE_REAL_NAME_REQUIRED;
  message: string;
  /** Machine-readable reason, for clients that branch on it (the text is translated). */
  code?: string;
};
export type Envelope<T> = EnvelopeOk<T> | EnvelopeFailure;

/** SPEC.md section 8: success if type equals ok, or code equals 1 or 200. */
export function isSuccess(body: { type?: unknown; code?: unknown }): boolean {
  return body.type === TYPE_OK || body.code === 1 || body.code === 200;
}

/** A page of a list, inside `message` (DESIGN.md); schemas/common.ts has its schema, zPageOf. */
export type PageOf<T> = { data: T[]; total: number; page: number; limit: number };
