// Form validation with the shared zod schemas: each issue's message is a key of the `texts`
// namespace, shown translated next to its field.
import { textOf } from '../../lib/i18n.ts';

type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

export type FieldErrors = Partial<Record<string, string>>;

/** The parsed value, or the translated first message per field. */
export function validate<T>(
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
