export { Timeline, type TimelineEvent, type TimelineProps, type TimelineTone } from './timeline';
