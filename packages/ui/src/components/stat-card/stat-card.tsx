/** A key figure on a dashboard: label, value, an optional trend and help text. */
import { Card as ChakraCard, HStack, Icon, Stat, VisuallyHidden } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { Link } from '../link';

registerRecipes({ slotRecipes: { stat: statSlotRecipe } });

export interface StatTrend {
  /** Which way the figure moved. */
  direction: 'up' | 'down' | 'flat';
  /** The change as shown, e.g. '12%' or 'Ksh 4,500.00'. */
  value: string;
  /** What it is compared with, e.g. 'vs last month'. */
  label?: string;
  /** Whether going up is good (revenue) or bad (overdue installments). Defaults to true. */
  upIsGood?: boolean;
}

export interface StatCardProps {
  /** What the figure is, e.g. 'Active enrollments'. */
  label: ReactNode;
  /** The figure, already formatted (formatMoney, capCount…). */
  value: ReactNode;
  /** A line under the value, e.g. 'Across 12 courses'. */
  help?: ReactNode;
  /** The change since a previous period; read as 'Up 12% vs last month'. */
  trend?: StatTrend;
  /** A decorative icon in the corner. */
  icon?: ReactNode;
  /** Makes the label a link to the figure's screen (e.g. the list it counts). */
  href?: string;
}

const trendIcon = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const trendWord = { up: 'Up', down: 'Down', flat: 'No change,' } as const;

/** The words a screen reader hears for a trend, e.g. 'Up 12% vs last month'. */
export const trendText = ({ direction, value, label }: StatTrend): string =>
  [trendWord[direction], direction === 'flat' ? null : value, label].filter(Boolean).join(' ');

const percentFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/**
 * The trend between a period's figure and the previous one's, as a percentage: 12 after 8 is 'up 50%'.
 * From 0 a percentage means nothing, so the change is given as a number ('up 5').
 */
export function trendOfChange(
  current: number,
  previous: number,
  options: { label?: string; upIsGood?: boolean } = {},
): StatTrend {
  const change = current - previous;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const value =
    previous === 0 ? countFormat.format(Math.abs(change)) : `${percentFormat.format(Math.abs((change / previous) * 100))}%`;
  return { direction, value: direction === 'flat' ? '0%' : value, ...options };
}

export function StatCard({ label, value, help, trend, icon, href }: StatCardProps) {
  const good = trend && trend.direction !== 'flat' && (trend.direction === 'up') === (trend.upIsGood ?? true);
  const trendColor = !trend || trend.direction === 'flat' ? 'fg.muted' : good ? 'fg.success' : 'fg.error';
  const TrendIcon = trend ? trendIcon[trend.direction] : null;
  return (
    <ChakraCard.Root variant="outline" size="sm" height="full">
      <ChakraCard.Body>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stat.Root gap="1" minW="0">
            <Stat.Label color="fg.muted">
              {href ? (
                <Link href={href} variant="muted">
                  {label}
                </Link>
              ) : (
                label
              )}
            </Stat.Label>
            <Stat.ValueText
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              overflowWrap="anywhere"
            >
              {value}
            </Stat.ValueText>
            {trend || help ? (
              <dd>
                <HStack gap="2" wrap="wrap" textStyle="xs">
                  {trend && TrendIcon ? (
                    <HStack as="span" gap="1" color={trendColor} fontWeight="medium">
                      <TrendIcon size="1.1em" aria-hidden="true" />
                      <span aria-hidden="true">{trend.direction === 'flat' ? 'No change' : trend.value}</span>
                      <VisuallyHidden>{trendText(trend)}</VisuallyHidden>
                      {trend.label ? (
                        <span aria-hidden="true" style={{ color: 'var(--chakra-colors-fg-muted)', fontWeight: 'normal' }}>
                          {trend.label}
                        </span>
                      ) : null}
                    </HStack>
                  ) : null}
                  {help ? (
                    <Stat.HelpText as="span" color="fg.muted">
                      {help}
                    </Stat.HelpText>
                  ) : null}
                </HStack>
              </dd>
            ) : null}
          </Stat.Root>
          {icon ? (
            <Icon
              size="md"
              color="brand.fg"
              bg="brand.subtle"
              p="2"
              boxSize="9"
              flexShrink={0}
              borderRadius="l2"
              aria-hidden="true"
            >
              {icon}
            </Icon>
          ) : null}
        </HStack>
      </ChakraCard.Body>
    </ChakraCard.Root>
  );
}
