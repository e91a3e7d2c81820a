/** An amount of money as the specs write it: 'Ksh 1,234.50' (KES, en-KE), optionally 'Free' for zero. */
import { chakra } from '@chakra-ui/react';
import { formatMoney, isFree } from '@ujuzi/domain';

export interface MoneyProps {
  /** The amount; the API's decimal strings ('1234.50') are accepted as they are. */
  amount: string | number | null | undefined;
  /** ISO 4217 code. Defaults to KES. */
  currency?: string;
  /** Shows `freeLabel` instead of 'Ksh 0.00' when the amount is zero (course prices). */
  showFree?: boolean;
  /** The text for a zero amount when `showFree` is on. Defaults to 'Free'. */
  freeLabel?: string;
  /** Bold, for totals and prices that lead a card. */
  emphasis?: boolean;
}

/** Renders the formatted amount in a span; digits line up in tables (tabular numbers). */
export function Money({ amount, currency, showFree = false, freeLabel = 'Free', emphasis = false }: MoneyProps) {
  const text = showFree && isFree(amount) ? freeLabel : formatMoney(amount, currency);
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" fontWeight={emphasis ? 'semibold' : undefined}>
      {text}
    </chakra.span>
  );
}
