// Checks a request with the shared schema the server validates it with, so the form shows the same
// message (a shared text key) before anything is sent.
type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

export type FieldProblems = Partial<Record<string, string>>;

/** The parsed request, or the first problem's text key for each field. */
export function validateRequest<T>(
  schema: { safeParse: (input: unknown) => SafeParse<T> },
  input: unknown,
): { data: T } | { problems: FieldProblems } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return { problems };
}
