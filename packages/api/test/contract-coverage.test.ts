import { describe, expect, it } from 'vitest';
import { COMPLETE_GROUPS, contractCoverage, formatCoverage, readChecklist } from '../scripts/contract-coverage.mjs';

describe('the contract covers the checklist', () => {
  const coverage = contractCoverage();

  it('prints coverage per group', () => {
    console.log(formatCoverage(coverage));
    expect(readChecklist()).toHaveLength(915);
  });

  it.each(COMPLETE_GROUPS)('every operation of the complete group %s is described', (group) => {
    const row = coverage.groups.find((g) => g.group === group);
    expect(row?.missing).toEqual([]);
    expect(row?.total).toBeGreaterThan(0);
  });

  it('describes nothing the checklist does not list, unless it is marked as a proposed extension', () => {
    expect(coverage.extra).toEqual([]);
  });

  it('tells a marked extension apart from an unlisted operation', () => {
    const checklist = [{ group: 'payments', method: 'GET', path: '/payments/', key: 'GET /payments/' }];
    const operations = new Map([
      ['GET /payments/', { operationId: 'listPayments', tags: [], extension: null }],
      ['GET /payments/admin/defaulters/', { operationId: 'listPaymentDefaulters', tags: [], extension: 'Issue 25: defaulters' }],
      ['GET /payments/stray/', { operationId: 'stray', tags: [], extension: null }],
    ]);
    const result = contractCoverage({ checklist, operations });
    expect(result.extensions).toEqual(['GET /payments/admin/defaulters/']);
    expect(result.extra).toEqual(['GET /payments/stray/']);
    expect(formatCoverage(result)).toContain('proposed extensions (x-extension): GET /payments/admin/defaulters/');
  });
});
