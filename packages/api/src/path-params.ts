/**
 * Every operation's path parameters as plain data, generated from openapi/: `getInquiryPath` is
 * `{ id: { type: 'integer', minimum: 1 } }`, the rules of `zGetInquiryPath` without zod at runtime, so a
 * screen can check its route params against the contract without loading the form stack.
 */
export * from './gen/path-params.gen';

/** One path parameter's rules, as the contract states them (a subset of JSON Schema). */
export interface PathParamRule {
  readonly type: 'integer' | 'number' | 'string' | 'boolean';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number)[];
}
