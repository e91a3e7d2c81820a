/**
 * A learner on a learning path moves on from the course they are at (student-learning-paths/{id}/
 * update-progress with `completed_course`): the path's progress becomes the share of its courses up to
 * and including that one, the next course follows, and the last one completes the path.
 */
import { Box } from '@chakra-ui/react';
import type { LearningCenterPath, LearningCenterPathProgress, StudentLearningCenterPath } from '@ujuzi/api';
import {
  getGetLearningCenterPathProgressQueryKey,
  getGetLearningCenterPathQueryKey,
  getListLearningCenterPathsQueryKey,
  getListStudentLearningCenterPathsQueryKey,
  useUpdateStudentLearningCenterPathProgress,
} from '@ujuzi/api/hooks';
import { ActionButton, useEntityAction } from '../../infra/kit';

export function PathStep({
  path,
  membership,
  progress,
}: {
  path: LearningCenterPath;
  membership: StudentLearningCenterPath;
  progress: LearningCenterPathProgress;
}) {
  const update = useUpdateStudentLearningCenterPathProgress();
  const current = progress.current_course;
  const at = current ? path.courses.findIndex((course) => course.id === current.id) : -1;
  const next = path.courses[at + 1];
  const percentage = path.courses.length ? Math.round(((at + 1) / path.courses.length) * 100) : 100;
  const step = useEntityAction<LearningCenterPath>({
    queryKey: getGetLearningCenterPathQueryKey(path.id),
    call: () =>
      update.mutateAsync({
        id: membership.id,
        data: { progress_percentage: percentage, completed_course: current?.id ?? null },
      }),
    success: next ? `On to ${next.title}` : `You completed ${path.title}`,
    failure: 'Could not update your progress on this path',
    invalidate: [
      getListStudentLearningCenterPathsQueryKey(),
      getGetLearningCenterPathProgressQueryKey(path.id),
      getListLearningCenterPathsQueryKey(),
    ],
  });
  if (!current || at < 0 || membership.status === 'completed') return null;
  return (
    // The card's stack stretches its children: the button keeps its own width.
    <Box>
      <ActionButton
        label={next ? 'Move on to the next course' : 'Complete the path'}
        pending={step.pending}
        confirm={{
          title: `Done with ${current.title}?`,
          message: next
            ? `The path moves on to ${next.title}; your progress on it becomes ${percentage}%.`
            : `It is the last course: ${path.title} is marked completed.`,
        }}
        onRun={() => step.run()}
      />
    </Box>
  );
}
