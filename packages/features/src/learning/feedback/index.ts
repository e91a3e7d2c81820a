export { FeedbackButton } from './feedback-button';
