/** How a grading system's bands read in a line: 'A 80–100 · A- 75–79.99 · …', highest first. */
import type { GradeBand } from '@ujuzi/api';

const mark = (value: number): string => `${Math.round(value * 100) / 100}`;

export const bandRange = (band: Pick<GradeBand, 'min_marks' | 'max_marks'>): string =>
  `${mark(band.min_marks)}–${mark(band.max_marks)}`;

export const sortBands = (bands: readonly GradeBand[]): GradeBand[] => [...bands].sort((a, b) => b.min_marks - a.min_marks);

export const bandsSummary = (bands: readonly GradeBand[]): string =>
  sortBands(bands)
    .map((band) => `${band.grade} ${bandRange(band)}`)
    .join(' · ');
