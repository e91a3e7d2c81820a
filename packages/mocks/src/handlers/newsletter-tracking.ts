/**
 * Tracked copies of a campaign before it is sent (issue 27): a test copy to a subscriber's address, and
 * the preview a subscribed staff member opens, carry the campaign's open-tracking pixel for that
 * subscriber, so opening them goes through trackNewsletterOpen and the campaign's send logs (who opened
 * it) show it. A real send replaces these logs with one per recipient.
 */
import type { MockDatabase } from '../db/database';
import { type NewsletterRow, normaliseEmail } from '../db/newsletter';
import { nowIso } from '../db/time';

/** The tracking pixel's path (trackNewsletterOpen) for one subscriber of one campaign. */
export const openTrackingPath = (newsletter: number, subscriber: number): string =>
  `/api/newsletter/track/open/${newsletter}/${subscriber}/`;

/**
 * The open-tracking URL of a copy for this address, its send log made if the campaign has none for the
 * subscriber yet; null when no subscriber has the address (nothing to record the open against).
 */
export function trackedCopy(db: MockDatabase, newsletter: NewsletterRow, email: string, origin: string): string | null {
  const address = normaliseEmail(email);
  const subscriber = db.newsletter.subscribers.find((row) => row.email === address);
  if (!subscriber) return null;
  const logged = db.newsletter.sendLogs.find((log) => log.newsletter === newsletter.id && log.subscriber === subscriber.id);
  if (!logged) {
    const stamp = nowIso();
    db.newsletter.sendLogs.insert({
      newsletter: newsletter.id,
      subscriber: subscriber.id,
      email: subscriber.email,
      status: 'sent',
      sent_at: stamp,
      opened_at: null,
      clicked_at: null,
      error_message: null,
      created_at: stamp,
      open_count: 0,
      click_count: 0,
      clicked_links: [],
    });
  }
  return `${origin}${openTrackingPath(newsletter.id, subscriber.id)}`;
}

/** The preview's HTML with the viewer's tracking pixel before </body> (or at the end). */
export function withPixel(html: string, pixel: string | null): string {
  if (!pixel) return html;
  const image = `<img src="${pixel}" alt="" width="1" height="1">`;
  return html.includes('</body>') ? html.replace('</body>', `${image}</body>`) : `${html}${image}`;
}
