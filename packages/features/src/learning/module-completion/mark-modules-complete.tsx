/**
 * Staff mark modules of a course complete for one of its learners (courses/module-completions/bulk_complete
 * with `student`): every lesson of each ticked module is marked done, after a confirmation that names the
 * learner and counts the modules; the answer's own message is shown.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useBulkCompleteModules, useListCourseModules, useListStudentEnrollments } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Card, CheckboxGroup, Select, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ActionButton, errorMessage } from '../../infra/kit';

export function MarkModulesComplete({ courseId }: { courseId: number }) {
  const queryClient = useQueryClient();
  const learners = useListStudentEnrollments({ course: courseId, page_size: 200 });
  const modules = useListCourseModules({ course: courseId, page_size: 100, ordering: 'order' });
  const complete = useBulkCompleteModules();
  const [student, setStudent] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const people = (learners.data?.results ?? []).filter((row) => row.course.id === courseId).map((row) => row.student);
  const person = people.find((candidate) => String(candidate.id) === student);
  const name = person ? displayName(person) : 'the learner';
  const count = `${chosen.length} ${chosen.length === 1 ? 'module' : 'modules'}`;
  return (
    <Card title="Mark modules complete for a learner" headingLevel={2}>
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          For work done outside the platform: every lesson of the modules is marked done for the learner.
        </Text>
        <Select
          label="Learner"
          placeholder={learners.isPending ? 'Loading the learners…' : 'Choose a learner'}
          options={people.map((person) => ({ value: String(person.id), label: displayName(person) }))}
          value={student}
          onChange={setStudent}
        />
        <CheckboxGroup
          label="Modules"
          options={(modules.data?.results ?? []).map((module) => ({ value: String(module.id), label: module.title }))}
          value={chosen}
          onChange={setChosen}
        />
        <ActionButton
          label="Mark complete"
          variant="solid"
          disabled={!student || chosen.length === 0}
          confirm={{
            title: `Mark ${count} complete for ${name}?`,
            message: 'Every lesson of these modules is marked done for them; their progress and certificate follow.',
          }}
          onRun={async () => {
            try {
              const answer = await complete.mutateAsync({
                data: { module_ids: chosen.map(Number), student: Number(student) },
              });
              toast.success(answer.message);
              setChosen([]);
              await queryClient.invalidateQueries({
                predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/courses/'),
              });
            } catch (error) {
              toast.error('Could not mark the modules complete', errorMessage(error));
            }
          }}
        />
      </Stack>
    </Card>
  );
}
