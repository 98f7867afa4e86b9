// One entry per API call: its method, path under /api, who may call it, and its input and output
// schemas. The server registers its route from the entry and, in tests, checks every answer against
// the output schema; the web app and the back office call by entry, so a renamed path or field
// fails to compile on every side.
//
// The schemas are behind a dynamic import: the web app's first screen calls by entry too, and the
// zod schemas (with zod itself, about a fifth of the first screen's script) must not come with it.
// Rolldown gives each schemas file its own chunk that loads only when a form asks for it; the
// server loads them all when it registers its routes. Types need no loading: they come from the
// same import, so input and answer types are the schemas' own.
import type { z } from 'zod';

export type CallAuth = 'none' | 'user' | 'admin';
export type CallMethod = 'GET' | 'POST';

export type CallSchemas<I extends z.ZodType, O extends z.ZodType> = { readonly input: I; readonly output: O };

export type Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  /** The first method is the one clients use; a call of SPEC.md that some clients send either way lists both. */
  readonly method: CallMethod | readonly [CallMethod, ...CallMethod[]];
  /** Under /api, without the leading slash (SPEC.md section 7). */
  readonly path: string;
  /** 'user': a valid session (999 otherwise); 'admin': a session of an admin (403 otherwise). */
  readonly auth: CallAuth;
  /** Moves money: the server honours the Idempotency-Key header. Needs auth. */
  readonly idempotent?: boolean;
  readonly schemas: () => Promise<CallSchemas<I, O>>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest entry, for code that handles any call
export type AnyCall = Call<any, any>;

export type CallInput<C extends AnyCall> = C extends Call<infer I, z.ZodType> ? z.input<I> : never;
export type CallParsedInput<C extends AnyCall> = C extends Call<infer I, z.ZodType> ? z.output<I> : never;
export type CallOutput<C extends AnyCall> = C extends Call<z.ZodType, infer O> ? z.output<O> : never;

export function defineCall<I extends z.ZodType, O extends z.ZodType>(call: Call<I, O>): Call<I, O> {
  return call;
}

/** The method a client sends. */
export function methodOf(call: AnyCall): CallMethod {
  return typeof call.method === 'string' ? call.method : call.method[0];
}
