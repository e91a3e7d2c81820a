/**
 * Every list operation's filters and orderings as plain data, generated from openapi/: `listInquiriesList` is
 * `{ filters: { status: { kind: 'enum', values: ['new', …] }, category: { kind: 'int' } }, orderings: [...],
 * defaultOrdering: '-created_at' }`: the query parameters the operation declares (page, page_size, search and
 * ordering aside) and its `x-orderings`. The screen kit's `useList` reads a list's URL state through these.
 */
export * from './gen/list-params.gen';
