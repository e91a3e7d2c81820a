/**
 * The resolver of every kit form: the contract's generated zod schema through @hookform/resolvers'
 * zodResolver (required, lengths, formats, enums, min/max), its messages as plain sentences, and the
 * specs' own rules from @ujuzi/domain layered on top, whose exact texts win on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldMessages } from '@ujuzi/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FORM_MESSAGES } from './messages';

// Zod compiles object schemas with `new Function` unless told not to, and first probes whether it may:
// the site's Content-Security-Policy forbids eval (apps/web/src/prerender/security-headers.ts), so the
// probe would be a reported violation. Every kit form comes through here, before any schema parses.
z.config({ jitless: true });

/** Any generated request-body schema (`zCreateFaqBody`, `zContactSettingsRequest`…). */
export type ContractSchema = z.ZodObject;
/** A domain rule set over a form's values: field path → the spec's message. */
export type FormRules<Values> = (values: Values) => FieldMessages;

const count = (value: unknown) => Number(value);

/** The contract's constraint, as a sentence a person understands. */
export function contractIssueMessage(issue: z.core.$ZodRawIssue): string {
  const blank = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (blank) return FORM_MESSAGES.required;
      if (issue.expected === 'int') return FORM_MESSAGES.wholeNumber;
      if (issue.expected === 'number') return FORM_MESSAGES.number;
      return FORM_MESSAGES.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return count(issue.minimum) <= 1 ? FORM_MESSAGES.required : FORM_MESSAGES.tooShort(count(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return FORM_MESSAGES.tooFew(count(issue.minimum));
      return FORM_MESSAGES.tooSmall(count(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return FORM_MESSAGES.tooLong(count(issue.maximum));
      return FORM_MESSAGES.tooBig(count(issue.maximum));
    case 'invalid_format':
      if (blank) return FORM_MESSAGES.required;
      if (issue.format === 'email') return FORM_MESSAGES.email;
      if (issue.format === 'url') return FORM_MESSAGES.url;
      if (issue.format === 'date' || issue.format === 'datetime') return FORM_MESSAGES.date;
      return FORM_MESSAGES.format;
    case 'invalid_value':
      return blank ? FORM_MESSAGES.required : FORM_MESSAGES.choice;
    default:
      return FORM_MESSAGES.invalid;
  }
}

/** Unwraps optional, nullable, default and readonly layers to the schema underneath. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    const inner = (current._zod.def as { innerType?: z.core.$ZodType }).innerType;
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** The schema of a field by its path ('social_links.facebook'); undefined when the form has no such field. */
export function fieldSchema(schema: ContractSchema, path: string): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const segment of path.split('.')) {
    const object: z.core.$ZodType | undefined = current ? innermost(current) : undefined;
    if (!(object instanceof z.ZodObject)) return undefined;
    current = (object.shape as Record<string, z.core.$ZodType>)[segment];
  }
  return current;
}

/** Whether the contract requires the field (neither missing nor null is accepted). */
export function isRequiredField(schema: ContractSchema, path: string): boolean {
  const field = fieldSchema(schema, path);
  if (!field) return false;
  return !z.safeParse(field, undefined).success && !z.safeParse(field, null).success;
}

/**
 * Inputs hold '' for an empty text; the contract says null or absent. Each blank becomes what its
 * field accepts (null, else absent), nested objects included; a required field keeps '' and fails.
 */
export function blanksToContract(schema: ContractSchema, values: FieldValues): FieldValues {
  const result: FieldValues = { ...values };
  for (const [key, value] of Object.entries(values)) {
    const field = (schema.shape as Record<string, z.core.$ZodType>)[key];
    if (!field) continue;
    const inner = innermost(field);
    if (value === '') {
      if (z.safeParse(field, null).success) result[key] = null;
      else if (z.safeParse(field, undefined).success) result[key] = undefined;
    } else if (
      inner instanceof z.ZodObject &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof Blob)
    ) {
      result[key] = blanksToContract(inner, value as FieldValues);
    }
  }
  return result;
}

/** Puts a message at a dotted path of react-hook-form's error tree, replacing what was there. */
function setError(errors: FieldErrors, path: string, message: string): void {
  const segments = path.split('.');
  let node = errors as Record<string, unknown>;
  segments.slice(0, -1).forEach((segment) => {
    const next = node[segment];
    node[segment] = next && typeof next === 'object' && !('message' in next) ? next : {};
    node = node[segment] as Record<string, unknown>;
  });
  node[segments[segments.length - 1] ?? path] = { type: 'rule', message };
}

/** The resolver for a form of `schema`, with the domain's `rules` layered on top. */
export function contractResolver<S extends ContractSchema>(
  schema: S,
  rules?: FormRules<z.input<S>>,
): Resolver<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues> {
  const contract = zodResolver(schema, { error: contractIssueMessage }) as unknown as Resolver<
    z.input<S> & FieldValues,
    unknown,
    z.output<S> & FieldValues
  >;
  return async (values, context, options) => {
    const cleaned = blanksToContract(schema, values) as z.input<S> & FieldValues;
    const result = await contract(cleaned, context, options);
    const ruleErrors = rules?.(cleaned) ?? {};
    if (Object.keys(ruleErrors).length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<z.input<S> & FieldValues>;
    for (const [path, message] of Object.entries(ruleErrors)) setError(errors, path, message);
    return { values: {}, errors };
  };
}
