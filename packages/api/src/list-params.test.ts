import { describe, expect, it } from 'vitest';
import * as listParams from './list-params';
import { operations } from './gen/operations.gen';

describe('the list operations as data', () => {
  it('describe every paged GET operation of the contract, and nothing else', () => {
    const paged = Object.keys(listParams).map((name) => name.replace(/List$/, ''));
    const gets = new Set(operations.filter((op) => op.method === 'GET').map((op) => op.operationId));
    expect(paged.length).toBeGreaterThan(100);
    for (const operationId of paged) expect(gets.has(operationId), operationId).toBe(true);
  });

  it('read filters from the query parameters: enums with their values, ids, flags and dates', () => {
    expect(listParams.listInquiriesList.filters.status).toEqual({
      kind: 'enum',
      values: ['new', 'in_progress', 'resolved', 'closed'],
    });
    expect(listParams.listInquiriesList.filters.category).toEqual({ kind: 'int' });
    expect(listParams.listInquiriesList.filters.created_after).toEqual({ kind: 'date' });
    expect(listParams.listFaqsList.filters.is_published).toEqual({ kind: 'boolean' });
    // Paging, search and ordering are the list's own controls, not filters.
    for (const name of ['page', 'page_size', 'search', 'ordering'])
      expect(Object.keys(listParams.listInquiriesList.filters)).not.toContain(name);
  });

  it('take the orderings and the default from the operation’s x-orderings and x-default-ordering', () => {
    expect(listParams.listInquiriesList.orderings).toEqual([
      'created_at',
      'priority',
      'status',
      'reference_number',
      'subject',
      'name',
    ]);
    expect(listParams.listInquiriesList.defaultOrdering).toBe('-created_at');
    // A default ordering is one of the orderings, descending or not.
    for (const [name, list] of Object.entries(listParams)) {
      const orderings: readonly string[] = list.orderings;
      if ('defaultOrdering' in list)
        for (const part of String(list.defaultOrdering).split(','))
          expect(orderings, `${name}: ${part}`).toContain(part.replace(/^-/, ''));
    }
  });
});
