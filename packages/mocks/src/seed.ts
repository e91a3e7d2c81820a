/** Deterministic fake data: a fixed seed and a fixed reference date (faker's past/future dates move with the clock otherwise). */
import { faker } from '@faker-js/faker';

export const MOCK_SEED = 2026;
export const MOCK_REFERENCE_DATE = new Date('2026-11-01T09:00:00+03:00');

export function seedFaker(): void {
  faker.seed(MOCK_SEED);
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}
