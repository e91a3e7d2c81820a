/**
 * 'Enroll learners' (bulkCreateEnrollments): an admin picks a course and the learners (found by name),
 * confirms, and is told how many were enrolled and which were skipped (already enrolled) or failed, by name.
 */
import { Stack } from '@chakra-ui/react';
import { bulkCreateEnrollments, useListCourses, useListStudentUsers } from '@ujuzi/api/hooks';
import { Checkbox, CheckboxGroup, ConfirmDialog, SearchInput, Select, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { countOf, errorMessage } from '../../infra/kit';

export const BULK_ENROLL_MESSAGES = {
  course: 'Choose the course.',
  learners: 'Choose at least one learner.',
} as const;

export function BulkEnrollDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [course, setCourse] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState(true);
  const [errors, setErrors] = useState<{ course?: string; learners?: string }>({});
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const students = useListStudentUsers({ search: search || undefined, page_size: 20 });
  const courseTitle = courses.data?.results.find((candidate) => String(candidate.id) === course)?.title;
  // The chosen learners stay listed (and chosen) when the search changes.
  const found = (students.data?.results ?? []).map((student) => ({
    value: String(student.id),
    label: `${[student.first_name, student.last_name].filter(Boolean).join(' ') || student.username} (${student.username})`,
  }));
  const options = [
    ...chosen.filter((id) => !found.some((option) => option.value === id)).map((id) => ({ value: id, label: names[id] ?? id })),
    ...found,
  ];

  const run = async () => {
    const missing = {
      course: course ? undefined : BULK_ENROLL_MESSAGES.course,
      learners: chosen.length > 0 ? undefined : BULK_ENROLL_MESSAGES.learners,
    };
    setErrors(missing);
    if (missing.course || missing.learners) throw new Error('Fields missing');
    try {
      const result = await bulkCreateEnrollments({
        course_id: Number(course),
        user_ids: chosen.map(Number),
        send_confirmation: confirmation,
      });
      const problems = (result.errors ?? []).map((error) => `${names[String(error.id)] ?? error.id}: ${error.error}`);
      if (result.failed_count > 0 || (result.skipped_count ?? 0) > 0) toast.warning(result.message, problems.join(' '));
      else toast.success(result.message, courseTitle);
    } catch (error) {
      toast.error('Could not enroll the learners', errorMessage(error));
      throw error;
    } finally {
      onDone();
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={courseTitle ? `Enroll learners in ${courseTitle}` : 'Enroll learners'}
      message="Learners already enrolled in the course are skipped."
      confirmLabel={chosen.length > 0 ? `Enroll ${countOf(chosen.length, 'learner', 'learners')}` : 'Enroll'}
      onConfirm={run}
    >
      <Stack gap="4">
        <Select
          label="Course"
          required
          placeholder={courses.isPending ? 'Loading the courses…' : 'Choose a course'}
          value={course}
          error={errors.course}
          onChange={setCourse}
          options={(courses.data?.results ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.title }))}
        />
        <SearchInput label="Find learners" showLabel defaultValue={search} onSearch={setSearch} placeholder="Name or username" />
        <CheckboxGroup
          label="Learners"
          required
          options={options}
          value={chosen}
          error={errors.learners}
          onChange={(value) => {
            setChosen(value);
            setNames((known) => ({ ...known, ...Object.fromEntries(found.map((option) => [option.value, option.label])) }));
          }}
        />
        <Checkbox label="Send each learner the enrollment confirmation" checked={confirmation} onChange={setConfirmation} />
      </Stack>
    </ConfirmDialog>
  );
}
