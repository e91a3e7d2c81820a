/** A vertical history of events (payments, enrollment changes, submissions), newest or oldest first as given. */
import { Timeline as ChakraTimeline, VisuallyHidden } from '@chakra-ui/react';
import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import { Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { RelativeTime, type RelativeTimeVariant } from '../relative-time/relative-time';

registerRecipes({ slotRecipes: { timeline: timelineSlotRecipe } });

/** The colour of an event's marker; the tone is also said to screen readers through `toneLabel`. */
export type TimelineTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export interface TimelineEvent {
  /** Stable key. */
  id: string;
  /** What happened ('Payment received'). */
  title: ReactNode;
  /** Details under the title. */
  description?: ReactNode;
  /** When it happened; shown as a relative time with the full date as a tooltip. */
  time?: Date | string | number;
  /** A small icon in the marker (decorative). Defaults to a dot. */
  icon?: ReactNode;
  /** Marker colour. Defaults to 'neutral'. */
  tone?: TimelineTone;
  /** Words for screen readers when the colour carries meaning, e.g. 'failed'. */
  toneLabel?: string;
}

export interface TimelineProps {
  /** Names the list for screen readers, e.g. 'Payment history'. */
  label: string;
  /** The events, in display order. */
  events: TimelineEvent[];
  /** Which relative-time rule the times use. Defaults to 'client'. */
  timeVariant?: RelativeTimeVariant;
  /** A fixed "now" for the relative times (stories, tests). */
  now?: Date | number;
}

const TONE_PALETTE: Record<TimelineTone, string> = {
  neutral: 'gray',
  brand: 'brand',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

/** A list (role="list") of events; each shows a marker, title, time and description. */
export function Timeline({ label, events, timeVariant = 'client', now }: TimelineProps) {
  return (
    <ChakraTimeline.Root aria-label={label} size="lg" variant="subtle">
      {events.map((event) => (
        <ChakraTimeline.Item key={event.id}>
          <ChakraTimeline.Connector>
            <ChakraTimeline.Separator />
            <ChakraTimeline.Indicator colorPalette={TONE_PALETTE[event.tone ?? 'neutral']} aria-hidden="true">
              {event.icon ?? <Circle size={8} fill="currentColor" />}
            </ChakraTimeline.Indicator>
          </ChakraTimeline.Connector>
          <ChakraTimeline.Content gap="1" pb="6">
            <ChakraTimeline.Title textStyle="sm" fontWeight="semibold">
              {event.title}
              {event.toneLabel ? <VisuallyHidden>{` (${event.toneLabel})`}</VisuallyHidden> : null}
            </ChakraTimeline.Title>
            {event.time !== undefined ? (
              <ChakraTimeline.Description textStyle="xs" color="fg.muted">
                <RelativeTime value={event.time} variant={timeVariant} now={now} />
              </ChakraTimeline.Description>
            ) : null}
            {event.description ? (
              <ChakraTimeline.Description textStyle="sm" color="fg.muted">
                {event.description}
              </ChakraTimeline.Description>
            ) : null}
          </ChakraTimeline.Content>
        </ChakraTimeline.Item>
      ))}
    </ChakraTimeline.Root>
  );
}
