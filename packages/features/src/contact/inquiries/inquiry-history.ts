import { type GetInquiryQueryResult } from '@ujuzi/api/hooks';
import { type TimelineEvent } from '@ujuzi/ui';
import { personName } from './inquiry-people';

type Inquiry = GetInquiryQueryResult;

export const SOURCE_LABELS: Record<string, string> = {
  website: 'Website form',
  email: 'E-mail',
  phone: 'Phone',
  walk_in: 'Walk-in',
  social_media: 'Social media',
};

/** The inquiry's history: received, each reply or note, resolved; oldest first. */
export function inquiryHistory(inquiry: Inquiry): TimelineEvent[] {
  const events: TimelineEvent[] = [
    {
      id: 'received',
      title: `Received (${SOURCE_LABELS[inquiry.source] ?? inquiry.source})`,
      description: `${inquiry.name} wrote “${inquiry.subject}”.`,
      time: inquiry.created_at,
      tone: 'brand',
    },
  ];
  for (const item of inquiry.responses ?? []) {
    events.push({
      id: `reply-${item.id}`,
      title: item.is_internal ? `Internal note by ${personName(item.responder)}` : `Reply by ${personName(item.responder)}`,
      description: item.is_internal ? undefined : item.email_sent ? 'E-mailed to the enquirer.' : 'Not e-mailed.',
      time: item.created_at,
      tone: item.is_internal ? 'warning' : 'neutral',
    });
  }
  if (inquiry.resolved_at) {
    events.push({
      id: 'resolved',
      title: inquiry.status === 'closed' ? 'Resolved, then closed' : 'Resolved',
      time: inquiry.resolved_at,
      tone: 'success',
    });
  }
  return events.sort((a, b) => Date.parse(String(a.time)) - Date.parse(String(b.time)));
}
