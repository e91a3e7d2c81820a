/**
 * Runtime (zod 4) schemas of every operation's request body, path and query parameters, generated
 * from openapi/ by hey-api's zod plugin: `zCreateFaqBody`, `zListFaqsData`, `zContactCategoryRequest`…
 * Forms validate with these, so the contract's constraints are the client's, with no second copy.
 */
export * from './gen/sdk/zod.gen';
