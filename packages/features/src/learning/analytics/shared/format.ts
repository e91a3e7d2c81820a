/** Minutes as the learner reads them ('1 h 35 min'). */
import { formatStudyTime } from '@ujuzi/domain';

export const formatMinutes = (minutes: number | null | undefined): string => formatStudyTime((minutes ?? 0) * 60);
