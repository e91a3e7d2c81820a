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

  it('describes nothing the checklist does not list', () => {
    expect(coverage.extra).toEqual([]);
  });
});
