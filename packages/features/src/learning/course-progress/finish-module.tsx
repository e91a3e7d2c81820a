/**
 * A learner's "Mark the module as done" on their course progress: the module's lessons not yet done are
 * marked complete at once (courses/lesson-completions/bulk_complete, the signed-in student's own), after a
 * confirmation that counts them; the answer's own message is shown and the progress refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { StudentEnrollmentDetailedProgress } from '@ujuzi/api';
import { useBulkCompleteLessons } from '@ujuzi/api/hooks';
import { toast } from '@ujuzi/ui';
import { ActionButton, errorMessage } from '../../infra/kit';

type Module = StudentEnrollmentDetailedProgress['modules'][number];

export function FinishModule({ module }: { module: Module }) {
  const queryClient = useQueryClient();
  const complete = useBulkCompleteLessons();
  const left = module.lessons.filter((lesson) => !lesson.is_completed).map((lesson) => lesson.lesson_id);
  if (module.is_completed || left.length === 0) return null;
  const count = `${left.length} ${left.length === 1 ? 'lesson' : 'lessons'}`;
  return (
    <ActionButton
      label="Mark the module as done"
      pending={complete.isPending}
      confirm={{
        title: `Mark ${module.title} as done?`,
        message: `Its ${count} not yet done ${left.length === 1 ? 'is' : 'are'} marked complete, as if you had finished ${left.length === 1 ? 'it' : 'each one'}.`,
        confirmLabel: `Mark ${count} done`,
      }}
      onRun={async () => {
        try {
          const answer = await complete.mutateAsync({ data: { lesson_ids: left } });
          if (answer.success) toast.success(`${module.title} done`, answer.message);
          else toast.error('Some lessons were not marked done', answer.message);
        } catch (error) {
          toast.error('Could not mark the module as done', errorMessage(error));
        }
        // Progress, completions and the enrollment all change: refresh every course query.
        await queryClient.invalidateQueries({
          predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/courses/'),
        });
      }}
    />
  );
}
