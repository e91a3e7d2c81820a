/** A term's fee collection in figures: what is expected, collected and outstanding, by fee structure. */
import type { StudentFee } from '@ujuzi/api';

/** What a fee asks for once its discount is taken off. */
export const net = (fee: StudentFee): number => Number(fee.total_amount) - Number(fee.discount_amount);

/** Expected, collected and outstanding over a term's fees; waived fees are expected of nobody. */
export function collectionFigures(fees: readonly StudentFee[]) {
  const billed = fees.filter((fee) => fee.status !== 'waived');
  const expected = billed.reduce((sum, fee) => sum + net(fee), 0);
  const collected = billed.reduce((sum, fee) => sum + Number(fee.amount_paid), 0);
  const outstanding = billed.reduce((sum, fee) => sum + Math.max(0, Number(fee.balance)), 0);
  const byStructure = new Map<number, { id: number; name: string; collected: number; outstanding: number }>();
  for (const fee of billed) {
    const row = byStructure.get(fee.fee_structure) ?? {
      id: fee.fee_structure,
      name: fee.fee_structure_name ?? `Fee ${fee.fee_structure}`,
      collected: 0,
      outstanding: 0,
    };
    row.collected += Number(fee.amount_paid);
    row.outstanding += Math.max(0, Number(fee.balance));
    byStructure.set(fee.fee_structure, row);
  }
  return {
    expected,
    collected,
    outstanding,
    rate: expected > 0 ? Math.round((collected / expected) * 1000) / 10 : 0,
    overdue: billed.filter((fee) => fee.status === 'overdue').length,
    structures: [...byStructure.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
