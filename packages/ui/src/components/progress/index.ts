export { ProgressBar, ProgressRing, type ProgressBarProps, type ProgressRingProps, type ProgressTone } from './progress';
