/**
 * An exam's actions beyond its marks: publish every result at once (after a confirmation that counts
 * them), delete the exam with its results, and the link to the grading system it grades by.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Exam, ExamResult } from '@ujuzi/api';
import {
  getListExamResultsQueryKey,
  getListExamsQueryKey,
  useDeleteExam,
  useDeleteExamResult,
  useGetGradingSystem,
  useListGradingSystems,
  usePartialUpdateExam,
} from '@ujuzi/api/hooks';
import { Text } from '@chakra-ui/react';
import { ConfirmDialog, Button, IconButton, toast } from '@ujuzi/ui';
import { Send, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { EntityLink, countOf, errorMessage, links } from '../../infra/kit';

/** 'Publish all results': every unpublished result of the exam becomes visible to students and parents. */
export function PublishResults({ exam, results }: { exam: Exam; results: readonly ExamResult[] }) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateExam();
  const waiting = results.filter((result) => !result.is_published).length;
  if (waiting === 0 && exam.results_published) return null;
  const count = countOf(waiting, 'result', 'results');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Send aria-hidden="true" /> Publish all results
        </Button>
      }
      title={`Publish ${count}?`}
      message={`Students and their parents will see ${waiting === 1 ? 'this result' : `these ${count}`} of ${exam.title}, and they count towards the term’s report cards.`}
      confirmLabel={`Publish ${count}`}
      onConfirm={async () => {
        try {
          await update.mutateAsync({ id: exam.id, data: { results_published: true } });
        } catch (error) {
          toast.error('Could not publish the results', errorMessage(error));
          throw error;
        }
        toast.success('Results published', `${count} of ${exam.title}`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListExamResultsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getListExamsQueryKey() }),
        ]);
      }}
    />
  );
}

/** 'Delete exam': the exam and its results, after a confirmation that names it; then back to the exams. */
export function DeleteExam({ exam }: { exam: Exam }) {
  const queryClient = useQueryClient();
  const remove = useDeleteExam();
  const navigate = useNavigate();
  const results = exam.results_count ?? 0;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden="true" /> Delete exam
        </Button>
      }
      title={`Delete “${exam.title}”?`}
      message={
        results > 0
          ? `The exam and its ${countOf(results, 'result', 'results')} are deleted. This cannot be undone.`
          : 'The exam is deleted. This cannot be undone.'
      }
      confirmLabel="Delete exam"
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: exam.id });
        } catch (error) {
          toast.error('Could not delete the exam', errorMessage(error));
          throw error;
        }
        toast.success('Exam deleted', exam.title);
        void queryClient.invalidateQueries({ queryKey: getListExamsQueryKey() });
        void navigate(links.exams());
      }}
    />
  );
}

/**
 * A mark recorded by mistake (wrong student or subject) removed after a confirmation naming whose mark it
 * is; a wrong number is corrected by recording it again instead. Positions follow on the server.
 */
export function DeleteResult({ result, student }: { result: ExamResult; student: string }) {
  const queryClient = useQueryClient();
  const remove = useDeleteExamResult();
  const what = `${student}’s mark in ${result.subject.name}`;
  return (
    <ConfirmDialog
      trigger={<IconButton aria-label={`Delete ${what}`} size="sm" variant="ghost" icon={<Trash2 />} />}
      title={`Delete ${what}?`}
      message={`${result.marks_obtained}/${result.total_marks} is removed from this exam${result.is_published ? ', and from what the student and their parents see' : ''}. This cannot be undone.`}
      confirmLabel="Delete mark"
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: result.id });
        } catch (error) {
          toast.error('Could not delete the mark', errorMessage(error));
          throw error;
        }
        toast.success('Mark deleted', what);
        await queryClient.invalidateQueries({ queryKey: getListExamResultsQueryKey() });
      }}
    />
  );
}

/** The exam's grading system, linked to its page; the default one when the exam names none. */
export function GradingSystemLink({ id }: { id: number | null | undefined }) {
  const named = useGetGradingSystem(id ?? 0, { query: { enabled: Boolean(id) } });
  const fallback = useListGradingSystems({ is_default: true, page_size: 1 }, { query: { enabled: !id } });
  const system = id ? named.data : fallback.data?.results[0];
  if (!system) return <Text>—</Text>;
  return (
    <EntityLink href={links.gradingSystem(system.id)}>
      {system.name}
      {id ? '' : ' (default)'}
    </EntityLink>
  );
}
