/** Progress as a bar or a ring: a labelled progressbar with a readable value ('45%', '3 of 10 lessons'). */
import { Box, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { percentage } from '@ujuzi/domain';
import { useId } from 'react';

/** The colour of the filled part. */
export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger';

interface ProgressCommonProps {
  /** What is measured ('Course progress'); the progressbar's accessible name. */
  label: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** The current value; `null` for an indeterminate wait. */
  value: number | null;
  /** The value at completion. Defaults to 100. */
  max?: number;
  /** What screen readers and the visible value say, e.g. '3 of 10 lessons'. Defaults to the rounded percentage. */
  valueText?: string;
  /** Colour of the filled part. Defaults to 'brand'. */
  tone?: ProgressTone;
}

/** Clamped percentage, 0–100, for drawing. */
function percentOf(value: number | null, max: number): number | null {
  if (value === null) return null;
  return Math.min(100, Math.max(0, percentage(value, max)));
}

function ariaValues(value: number | null, max: number, text: string | undefined) {
  return {
    role: 'progressbar',
    'aria-valuemin': 0,
    'aria-valuemax': max,
    'aria-valuenow': value === null ? undefined : Math.min(max, Math.max(0, value)),
    'aria-valuetext': text,
  } as const;
}

export interface ProgressBarProps extends ProgressCommonProps {
  /** Shows the value text at the end of the label row. Defaults to true. */
  showValueText?: boolean;
  /** Thickness. Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
}

const BAR_HEIGHT = { sm: '1.5', md: '2.5', lg: '4' } as const;

/** A horizontal bar. */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  max = 100,
  valueText,
  tone = 'brand',
  showValueText = true,
  size = 'md',
}: ProgressBarProps) {
  const labelId = useId();
  const percent = percentOf(value, max);
  const text = valueText ?? (percent === null ? undefined : `${Math.round(percent)}%`);
  const labelNode = (
    <Text id={labelId} textStyle="sm" fontWeight="medium">
      {label}
    </Text>
  );
  return (
    <Stack gap="1.5" width="full">
      <HStack justify="space-between" gap="3">
        {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
        {showValueText && text ? (
          <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden="true">
            {text}
          </Text>
        ) : null}
      </HStack>
      <Box
        {...ariaValues(value, max, text)}
        aria-labelledby={labelId}
        height={BAR_HEIGHT[size]}
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
        position="relative"
      >
        <Box
          height="full"
          bg={`${tone}.solid`}
          borderRadius="full"
          width={percent === null ? '40%' : `${percent}%`}
          transition="width 0.3s ease"
          animation={percent === null ? 'ujuzi-indeterminate 1.5s ease-in-out infinite' : undefined}
          css={{
            '@keyframes ujuzi-indeterminate': {
              from: { transform: 'translateX(-100%)' },
              to: { transform: 'translateX(250%)' },
            },
          }}
          _motionReduce={{ animation: 'none', transition: 'none' }}
        />
      </Box>
    </Stack>
  );
}

export interface ProgressRingProps extends ProgressCommonProps {
  /** Diameter in pixels. Defaults to 64. */
  size?: number;
  /** Ring thickness in pixels. Defaults to size / 10. */
  thickness?: number;
  /** Shows the value text in the middle. Defaults to true (hidden automatically below 48 px). */
  showValueText?: boolean;
}

/** A circular gauge, e.g. a course's completion on a card. */
export function ProgressRing({
  label,
  hideLabel = false,
  value,
  max = 100,
  valueText,
  tone = 'brand',
  size = 64,
  thickness,
  showValueText = true,
}: ProgressRingProps) {
  const labelId = useId();
  const percent = percentOf(value, max);
  const text = valueText ?? (percent === null ? undefined : `${Math.round(percent)}%`);
  const stroke = thickness ?? Math.max(3, Math.round(size / 10));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const dash = percent === null ? circumference * 0.25 : (circumference * percent) / 100;
  const centred = showValueText && size >= 48 && text;
  const labelNode = (
    <Text id={labelId} textStyle="sm" fontWeight="medium" textAlign="center">
      {label}
    </Text>
  );
  return (
    <Stack align="center" gap="1.5" display="inline-flex">
      <Box
        {...ariaValues(value, max, text)}
        aria-labelledby={labelId}
        position="relative"
        width={`${size}px`}
        height={`${size}px`}
      >
        <chakra.svg
          width={`${size}px`}
          height={`${size}px`}
          viewBox={`0 0 ${size} ${size}`}
          aria-hidden="true"
          transform="rotate(-90deg)"
          animation={percent === null ? 'spin 1.2s linear infinite' : undefined}
          _motionReduce={{ animation: 'none' }}
        >
          <chakra.circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} stroke="bg.emphasized" />
          <chakra.circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            stroke={`${tone}.solid`}
            strokeDasharray={`${dash} ${circumference}`}
            transition="stroke-dasharray 0.3s ease"
          />
        </chakra.svg>
        {centred ? (
          <Text
            aria-hidden="true"
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontWeight="semibold"
            fontSize={size >= 96 ? 'lg' : 'xs'}
            fontVariantNumeric="tabular-nums"
          >
            {text}
          </Text>
        ) : null}
      </Box>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
    </Stack>
  );
}
