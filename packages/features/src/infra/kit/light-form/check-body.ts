/**
 * The contract's constraints from `@ujuzi/api/body-rules` (plain data), checked without zod: the same
 * sentences the form kit shows for the same constraint, and the body made as the contract wants it.
 */
import type { BodyFieldRule, BodyRules } from '@ujuzi/api/body-rules';
import { isEmail } from '@ujuzi/domain';
import { FORM_MESSAGES } from '../forms/messages';

/** A light form's values: what its inputs hold. */
export type LightValues = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const FORMATS: Record<string, (value: string) => boolean> = {
  // The domain's check, which allows the spaces around an address that every payload trims (service spec §5).
  email: isEmail,
  uri: (value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  'date-time': (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value),
};
const FORMAT_MESSAGES: Record<string, string> = {
  email: FORM_MESSAGES.email,
  uri: FORM_MESSAGES.url,
  date: FORM_MESSAGES.date,
  'date-time': FORM_MESSAGES.date,
};

/** The field's rule by its path ('social_links.facebook'); undefined when the body has no such field. */
export function ruleAt(rules: BodyRules, path: string): BodyFieldRule | undefined {
  let fields: BodyRules | undefined = rules;
  let rule: BodyFieldRule | undefined;
  for (const segment of path.split('.')) {
    rule = fields?.[segment];
    fields = rule?.properties;
  }
  return rule;
}

/** Whether the contract requires the field (neither missing nor null accepted): it gets the required marker. */
export const isRequiredRule = (rule: BodyFieldRule | undefined): boolean => Boolean(rule?.required && !rule.nullable);

/** A number input's text as the number the contract wants; NaN when it is not one. */
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(String(value).trim()));

/** The first constraint the value breaks, as the form kit words it; null when it keeps them all. */
export function contractMessage(rule: BodyFieldRule | undefined, value: unknown): string | null {
  if (!rule) return null;
  if (isBlank(value)) {
    // A blank becomes null or absent when the contract allows it (as the form kit sends it).
    if (rule.nullable || !rule.required) return null;
    if (value !== '' || rule.type !== 'string') return FORM_MESSAGES.required;
    if ((rule.minLength ?? 0) >= 1 || (rule.format && rule.format in FORMATS) || rule.pattern || rule.enum)
      return FORM_MESSAGES.required;
    return null;
  }
  if (rule.type === 'integer' || rule.type === 'number') {
    const number = asNumber(value);
    if (Number.isNaN(number)) return rule.type === 'integer' ? FORM_MESSAGES.wholeNumber : FORM_MESSAGES.number;
    if (rule.type === 'integer' && !Number.isInteger(number)) return FORM_MESSAGES.wholeNumber;
    if (rule.minimum !== undefined && number < rule.minimum) return FORM_MESSAGES.tooSmall(rule.minimum);
    if (rule.maximum !== undefined && number > rule.maximum) return FORM_MESSAGES.tooBig(rule.maximum);
    if (rule.enum && !rule.enum.includes(number)) return FORM_MESSAGES.choice;
    return null;
  }
  if (rule.type === 'array' && Array.isArray(value)) {
    if (rule.minItems !== undefined && value.length < rule.minItems) return FORM_MESSAGES.tooFew(rule.minItems);
    return null;
  }
  if (typeof value !== 'string') return null;
  if (rule.minLength !== undefined && value.length < rule.minLength)
    return rule.minLength <= 1 ? FORM_MESSAGES.required : FORM_MESSAGES.tooShort(rule.minLength);
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return FORM_MESSAGES.tooLong(rule.maxLength);
  const format = rule.format ? FORMATS[rule.format] : undefined;
  if (rule.format && format && !format(value)) return FORMAT_MESSAGES[rule.format] ?? FORM_MESSAGES.format;
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) return FORM_MESSAGES.format;
  if (rule.enum && !rule.enum.includes(value)) return FORM_MESSAGES.choice;
  return null;
}

/** Every field's first problem under the contract's rules. */
export function checkBody(rules: BodyRules, values: LightValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const message = contractMessage(rule, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The body as the contract says it: a blank becomes null where the field accepts null, else is left out
 * (a required one stays '' and is refused above); numbers typed as text become numbers.
 */
export function bodyOf(rules: BodyRules, values: LightValues): LightValues {
  const body: LightValues = {};
  for (const [name, value] of Object.entries(values)) {
    const rule = rules[name];
    if (rule && isBlank(value)) {
      if (rule.nullable) body[name] = null;
      else if (rule.required) body[name] = value;
      continue;
    }
    body[name] = rule && (rule.type === 'integer' || rule.type === 'number') ? asNumber(value) : value;
  }
  return body;
}
