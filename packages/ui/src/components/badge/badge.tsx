/** Small status labels and capped counters (client spec §9: 99+ unread, 9 on the avatar, 5 announcements). */
import { Badge as ChakraBadge, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { capCount } from '@ujuzi/domain';

/** The colour, by meaning. */
export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const palette: Record<BadgeTone, string> = {
  neutral: 'gray',
  brand: 'brand',
  accent: 'accent',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  info: 'info',
};

export interface BadgeProps {
  /** The text, e.g. 'Paid', 'Draft', 'Beginner'. */
  children: ReactNode;
  /** What it means; picks the colour. Defaults to 'neutral'. */
  tone?: BadgeTone;
  /** 'subtle' (tinted, default), 'solid' (filled) or 'outline'. */
  variant?: 'subtle' | 'solid' | 'outline';
  /** Defaults to 'sm'. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

export function Badge({ children, tone = 'neutral', variant = 'subtle', size = 'sm' }: BadgeProps) {
  return (
    <ChakraBadge colorPalette={palette[tone]} variant={variant} size={size}>
      {children}
    </ChakraBadge>
  );
}

/** The caps the client spec fixes. */
export const COUNT_CAPS = {
  /** Unread notifications and messages: '99+'. */
  unread: { cap: 99, plus: true },
  /** The badge on the avatar: never more than '9'. */
  avatar: { cap: 9, plus: false },
  /** New announcements: never more than '5'. */
  announcements: { cap: 5, plus: false },
} as const;

export interface CountBadgeProps {
  /** The real count. */
  count: number;
  /** The largest number shown. Defaults to 99 (the unread badge). */
  cap?: number;
  /** Adds '+' above the cap ('99+'). Defaults to true. */
  plus?: boolean;
  /** What is counted, read by screen readers with the real count: (n) => `${n} unread notifications`. */
  label: (count: number) => string;
  /** Shows '0' instead of nothing when the count is zero. */
  showZero?: boolean;
  /** Defaults to 'danger' (attention). */
  tone?: BadgeTone;
  /** Defaults to 'xs'. */
  size?: 'xs' | 'sm' | 'md';
}

/** A pill with a capped number; screen readers hear the uncapped count and what it counts. */
export function CountBadge({
  count,
  cap = COUNT_CAPS.unread.cap,
  plus = true,
  label,
  showZero = false,
  tone = 'danger',
  size = 'xs',
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <ChakraBadge
      colorPalette={palette[tone]}
      variant="solid"
      size={size}
      borderRadius="full"
      minW="5"
      justifyContent="center"
      fontVariantNumeric="tabular-nums"
    >
      <span aria-hidden="true">{capCount(count, cap, { plus })}</span>
      <VisuallyHidden>{label(Math.max(0, count))}</VisuallyHidden>
    </ChakraBadge>
  );
}
