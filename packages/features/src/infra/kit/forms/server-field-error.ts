import { ApiError, formErrorsFromBody } from '@ujuzi/api';

/**
 * The first message a 400 gives for one field (client spec §5), or null: for hand-made forms outside
 * ContractForm. A module of its own, so such a form does not download the form kit (react-hook-form, zod).
 */
export function serverFieldError(error: unknown, path: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return formErrorsFromBody(error.body).fields[path] ?? null;
}
