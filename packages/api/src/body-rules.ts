/**
 * Every operation's request-body rules as plain data, generated from openapi/: `submitContactFormBody` is
 * `{ name: { type: 'string', required: true, minLength: 1, maxLength: 100 }, … }`, the constraints of
 * `zSubmitContactFormBody` without zod at runtime, so a public page's form checks what the contract says
 * without loading the form stack (the light form kit in @ujuzi/features reads these).
 */
export * from './gen/body-rules.gen';

/** One body field's rules, as the contract states them (a subset of JSON Schema). */
export interface BodyFieldRule {
  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  /** The body must hold the field. */
  readonly required?: boolean;
  /** null is accepted (and is what a blank becomes). */
  readonly nullable?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** 'email', 'uri', 'date', 'date-time', 'password', 'binary'… */
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly (string | number | boolean)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  /** A nested object's own fields. */
  readonly properties?: BodyRules;
}

/** A request body's fields by name. */
export type BodyRules = { readonly [field: string]: BodyFieldRule };
