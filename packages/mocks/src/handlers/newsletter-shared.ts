/** What the newsletter handler modules share: settings, category checks, subscriber lists. */
import type { NewsletterSettings, NewsletterSubscriber } from '@ujuzi/api';
import type { MockDatabase } from '../db/database';
import { type SubscriberRow, subscriberFigures, presentSubscriber } from '../db/newsletter';

export const settingsOf = (db: MockDatabase): NewsletterSettings | undefined => db.newsletter.settings.all()[0];
export const categoryErrors = (db: MockDatabase, ids: unknown, field = 'categories'): Record<string, string[]> => {
  if (!Array.isArray(ids)) return {};
  const missing = ids.filter((id) => !db.newsletter.categories.get(id as number));
  return missing.length > 0 ? { [field]: missing.map((id) => `Invalid pk "${String(id)}" - object does not exist.`) } : {};
};

export function presentSubscribers(db: MockDatabase, rows: SubscriberRow[]): NewsletterSubscriber[] {
  const figures = subscriberFigures(db);
  return rows.map((row) => presentSubscriber(row, figures));
}
