/** Deterministic fake data: a fixed seed and a fixed reference date (faker's past/future dates move with the clock otherwise). */
import { Faker, base, en, faker } from '@faker-js/faker';

export const MOCK_SEED = 2026;
export const MOCK_REFERENCE_DATE = new Date('2026-11-01T09:00:00+03:00');

/** Seeds the shared faker instance the generated (orval) handlers draw from. */
export function seedFaker(): void {
  faker.seed(MOCK_SEED);
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}

/** A faker of its own for seeding the database, so the fallback handlers' draws never shift the seed data. */
export function createSeedFaker(): Faker {
  const seeded = new Faker({ locale: [en, base] });
  seeded.seed(MOCK_SEED);
  seeded.setDefaultRefDate(MOCK_REFERENCE_DATE);
  return seeded;
}
