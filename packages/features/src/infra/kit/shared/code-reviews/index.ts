export { CodeReviewSection, type CodeReviewSectionProps } from './code-review-section';
