import { fieldErrorMessage, type FieldIssue } from '@akkyeo/contracts';

/** What is wrong with each field of a form, by request field name; absent when the field is fine. */
export type FieldErrors = Partial<Record<string, string>>;

interface Validator<T> {
  safeParse(
    value: unknown,
    params: { reportInput: boolean },
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly (FieldIssue & { path: PropertyKey[] })[] } };
}

/**
 * Checks a form's request body with the contract's schema, as the server will: the parsed body,
 * or the Korean message of each invalid field (the first problem of a field wins).
 */
export function validateFields<T>(
  schema: Validator<T>,
  body: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= fieldErrorMessage(path, issue);
  }
  return { ok: false, errors };
}

/** The attributes tying a control to its error message (shown with `errorId`). */
export function fieldErrorProps(error: string | undefined, errorId: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
}
