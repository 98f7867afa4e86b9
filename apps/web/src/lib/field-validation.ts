// Checks input with the shared zod schema the server validates it with, so a form shows the same
// message before anything is sent: each issue's message is a key of the `texts` namespace.
import { textOf } from './i18n.ts';

type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

/** The translated first message per field ('' for an issue of the whole input). */
export type FieldErrors = Partial<Record<string, string>>;

/** The parsed value, or the translated first message per field. */
export function validateFields<T>(
  schema: { safeParse: (input: unknown) => SafeParse<T> },
  input: unknown,
): { data: T } | { errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= textOf(issue.message);
  }
  return { errors };
}
