/** How a discount code reads in the list: what it takes off, when it is valid, how often it was used. */
import type { DiscountCode, DiscountCodeType } from '@ujuzi/api';
import { formatDate, formatMoney } from '@ujuzi/domain';

export const DISCOUNT_TYPE_LABELS: Readonly<Record<DiscountCodeType, string>> = {
  percentage: 'Percentage',
  fixed: 'Fixed amount',
};

/** '20 % off (at most KES 10,000.00)' or 'KES 500.00 off'. */
export function discountValue(code: Pick<DiscountCode, 'discount_type' | 'value' | 'currency' | 'max_discount_amount'>): string {
  if (code.discount_type === 'fixed') return `${formatMoney(code.value, code.currency)} off`;
  const percent = `${Number.parseFloat(code.value)} % off`;
  return code.max_discount_amount ? `${percent} (at most ${formatMoney(code.max_discount_amount, code.currency)})` : percent;
}

/** 'From 8 Dec 2026 to 15 Dec 2026', 'Until …', 'From …' or 'Always'. */
export function validity(code: Pick<DiscountCode, 'valid_from' | 'valid_until'>): string {
  const from = code.valid_from ? formatDate(code.valid_from) : null;
  const until = code.valid_until ? formatDate(code.valid_until) : null;
  if (from && until) return `${from} – ${until}`;
  if (until) return `Until ${until}`;
  if (from) return `From ${from}`;
  return 'Always';
}

/** '57 of 200 uses' or '3 uses'. */
export function usage(code: Pick<DiscountCode, 'used_count' | 'max_uses'>): string {
  const uses = code.used_count === 1 ? 'use' : 'uses';
  return code.max_uses ? `${code.used_count} of ${code.max_uses} ${uses}` : `${code.used_count} ${uses}`;
}
