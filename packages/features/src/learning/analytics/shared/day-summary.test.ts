import { describe, expect, it } from 'vitest';
import { recentDays } from './day-summary';

describe('the days a learning summary offers', () => {
  it("start at the school's today: at 22:30 UTC Nairobi is already on the next day", () => {
    const days = recentDays(new Date('2026-11-28T22:30:00Z'));
    expect(days.slice(0, 3)).toEqual([
      { value: '2026-11-29', label: 'Today' },
      { value: '2026-11-28', label: 'Yesterday' },
      { value: '2026-11-27', label: '27 Nov 2026' },
    ]);
    expect(days).toHaveLength(14);
  });
});
