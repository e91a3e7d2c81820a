/**
 * The head of a communications page about one mail or message (a contact-us message, an e-mail log): its
 * subject as the <h1> (what it is while it loads), the way back to its list, its status badge and actions.
 */
import { Badge, type BadgeTone } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import type { Crumb } from '../../infra/kit';
import { CommunicationsHeader } from './communications-header';

export interface SubjectHeaderOptions<Item, Status extends string> {
  /** The <h1> while the item loads ('Contact-us message'). */
  fallback: string;
  /** Pages between the dashboard and this page (the list). */
  trail: readonly Crumb[];
  /** The status badge: domain's labels and tones. */
  labels: Readonly<Record<Status, string>>;
  tones: Readonly<Record<Status, BadgeTone>>;
  actions?: (item: Item) => ReactNode;
}

/** DetailPage's `header` for an item with a subject and a status. */
export function subjectHeader<Item extends { subject: string; status: Status }, Status extends string>({
  fallback,
  trail,
  labels,
  tones,
  actions,
}: SubjectHeaderOptions<Item, Status>) {
  return (item: Item | undefined) => (
    <CommunicationsHeader
      title={item?.subject ?? fallback}
      trail={trail}
      description={item ? <Badge tone={tones[item.status]}>{labels[item.status]}</Badge> : undefined}
      actions={item && actions ? actions(item) : undefined}
    />
  );
}
