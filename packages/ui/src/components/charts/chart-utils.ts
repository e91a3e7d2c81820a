/** Scales, ticks, colours and sizing shared by the hand-written SVG charts. */
import { useEffect, useRef, useState } from 'react';

/** Series colours (semantic tokens, so both colour modes work); lines also differ by dash pattern. */
export const SERIES_COLORS = ['brand.solid', 'accent.solid', 'info.solid', 'danger.solid', 'fg.muted', 'success.solid'] as const;
export const SERIES_DASHES = [undefined, '6 4', '2 3', '10 3 2 3', '1 4', '8 8'] as const;

export const seriesColor = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length] ?? 'brand.solid';
export const seriesDash = (index: number): string | undefined => SERIES_DASHES[index % SERIES_DASHES.length];

const numberFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });
/** Default value text: '12,500', '3.25'. */
export const formatNumber = (value: number): string => numberFormat.format(value);

const compactFormat = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });
/** Axis labels stay short: '12.5K', '1.2M'. */
export const formatCompact = (value: number): string => compactFormat.format(value);

/** A "nice" step (1, 2 or 5 × 10ⁿ) so that about `count` steps cover `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  return (residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1) * magnitude;
}

/** Axis ticks from 0 (or the minimum when negative) up to a rounded maximum covering `max`. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = max <= low ? low + 1 : max;
  const step = niceStep(high - low, count);
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) ticks.push(Number(value.toFixed(10)));
  return ticks;
}

/** A linear map from [d0, d1] to [r0, r1]. */
export const linearScale = (d0: number, d1: number, r0: number, r1: number) => (value: number) =>
  d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/** The width of the element behind `ref`, following resizes; `fallback` until measured (and in jsdom). */
export function useElementWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the size as soon as it starts observing, then on every change.
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Shows every n-th category label so they do not overlap (about `minGap` px per label). */
export const labelStride = (count: number, plotWidth: number, minGap = 56): number =>
  Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotWidth / minGap))));

/** Room for the plot once the value axis' labels are placed: its ticks, labels, left edge, width, bottom and scale. */
export function valueAxisLayout(
  values: readonly number[],
  formatTick: (value: number) => string,
  size: { width: number; height: number },
  margin: { top: number; right: number; bottom: number },
) {
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const tickLabels = ticks.map(formatTick);
  // About 7 px per label character, plus the gap to the plot.
  const left = Math.max(...tickLabels.map((label) => label.length)) * 7 + 12;
  const plotWidth = Math.max(10, size.width - left - margin.right);
  const plotBottom = size.height - margin.bottom;
  const y = linearScale(ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1, plotBottom, margin.top);
  return { ticks, tickLabels, left, plotWidth, plotBottom, y };
}
