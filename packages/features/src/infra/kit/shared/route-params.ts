/**
 * A screen's route params, read through its operation's path parameters from the contract
 * (`@ujuzi/api/path-params`): `const { id } = useRouteParams(getInquiryPath)` gives `id: number`. A
 * malformed param (`/dashboard/students/abc`) never reaches the screen: the hook throws before any
 * query is made, and the route shows its not-found (RouteParamsBoundary). Free of UI code, so public
 * pages pay only for the parsing.
 */
import type { PathParamRule } from '@ujuzi/api/path-params';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { RouteParamsError } from './route-params-boundary';

/** A param's rules: an operation's path parameter, or the kit's own for a route param no operation names. */
export type RouteParamRule = PathParamRule & {
  /** An optional route segment (`:folder?`): absent is fine, present must fit. */
  readonly optional?: boolean;
};
export type RouteParamRules = { readonly [name: string]: RouteParamRule };

type ValueOf<Rule> = Rule extends { enum: readonly (infer Value)[] }
  ? Value
  : Rule extends { type: 'integer' | 'number' }
    ? number
    : Rule extends { type: 'boolean' }
      ? boolean
      : string;
type RequiredParams<Rules> = { [K in keyof Rules as Rules[K] extends { optional: true } ? never : K]: ValueOf<Rules[K]> };
type OptionalParams<Rules> = { [K in keyof Rules as Rules[K] extends { optional: true } ? K : never]?: ValueOf<Rules[K]> };
/** The parsed params: numbers where the contract says integer, the enum's values where it lists them. */
export type RouteParams<Rules extends RouteParamRules> = {
  [K in keyof (RequiredParams<Rules> & OptionalParams<Rules>)]: (RequiredParams<Rules> & OptionalParams<Rules>)[K];
};

/** A slug or another opaque route segment that no operation's path parameter describes. */
export const SLUG_PARAM = { type: 'string', minLength: 1 } as const satisfies RouteParamRule;
/** The params of a route found by its `:slug` alone (an item looked up by a list operation's `slug` filter). */
export const SLUG_PARAMS = { slug: SLUG_PARAM } as const satisfies RouteParamRules;

export interface RouteParamsOptions<Rules extends RouteParamRules> {
  /** The route's name for a param where it differs from the operation's (`{ id: 'slug' }` for `/invoices/:slug`). */
  names?: { readonly [K in keyof Rules]?: string };
  /** What the route shows instead of the screen when a param is malformed; the kit's RouteNotFound by default. */
  notFound?: ReactNode;
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One route segment as its rule reads it, or `undefined` when it does not fit. */
function parseParam(rule: RouteParamRule, raw: string): string | number | boolean | undefined {
  // Route params are strings: numbers and booleans only from their plain spelling ('1e3', ' 7', '0x1f' do not fit).
  const value =
    rule.type === 'integer' || rule.type === 'number'
      ? (rule.type === 'integer' ? INTEGER : NUMBER).test(raw)
        ? Number(raw)
        : undefined
      : rule.type === 'boolean'
        ? raw === 'true' || (raw === 'false' ? false : undefined)
        : raw;
  if (value === undefined) return undefined;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) && rule.type === 'integer') return undefined;
    if ((rule.minimum !== undefined && value < rule.minimum) || (rule.maximum !== undefined && value > rule.maximum))
      return undefined;
  }
  if (typeof value === 'string') {
    if (rule.minLength !== undefined && value.length < rule.minLength) return undefined;
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return undefined;
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return undefined;
  }
  if (rule.enum && !rule.enum.includes(value as string | number)) return undefined;
  return value;
}

/** The params by the rules, or `undefined` when one is missing or malformed. */
export function parseRouteParams<Rules extends RouteParamRules>(
  rules: Rules,
  raw: Readonly<Record<string, string | undefined>>,
  names: RouteParamsOptions<Rules>['names'] = {},
): RouteParams<Rules> | undefined {
  const parsed: Record<string, string | number | boolean> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const text = raw[names[name] ?? name];
    if (text === undefined || text === '') {
      if (rule.optional) continue;
      return undefined;
    }
    const value = parseParam(rule, text);
    if (value === undefined) return undefined;
    parsed[name] = value;
  }
  return parsed as RouteParams<Rules>;
}

/**
 * The screen's route params by its operation's path parameters (`getInquiryPath`), or the kit's
 * (`SLUG_PARAM`, an `optional` enum). Returns only well-formed params: otherwise it throws, so no code
 * after it runs and no request goes out, and the route shows `notFound` (RouteParamsBoundary).
 */
export function useRouteParams<Rules extends RouteParamRules>(
  rules: Rules,
  { names, notFound }: RouteParamsOptions<Rules> = {},
): RouteParams<Rules> {
  const params = parseRouteParams(rules, useParams(), names);
  if (!params) throw new RouteParamsError(notFound);
  return params;
}
