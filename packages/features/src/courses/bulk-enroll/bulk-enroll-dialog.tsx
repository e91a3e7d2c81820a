/**
 * Bulk enroll (management, Manage courses): pick one or more courses and several learners by searching,
 * enroll every learner in every course in one call (the contract's bulk_enroll), then read the outcome
 * per learner and course: enrolled, already enrolled (skipped) or failed with the reason.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseBulkEnrollOutcome, CourseBulkEnrollResult } from '@ujuzi/api';
import { useBulkEnrollStudentsInCourses, useListCourses, useListUsers } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, Button, Checkbox, Dialog, Link, SearchInput, SkeletonText, Switch } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage } from '../../infra/kit/details/use-entity-action';
import { countOf, links } from '../../infra/kit';
import { ReportTable } from '../shared';

interface Picked {
  id: number;
  name: string;
  /** Where the name links (a course's page). */
  link?: string;
}

const OUTCOME_LABELS: Record<CourseBulkEnrollOutcome['status'], string> = {
  enrolled: 'Enrolled',
  already_enrolled: 'Already enrolled',
  failed: 'Failed',
};
const OUTCOME_TONES = { enrolled: 'success', already_enrolled: 'neutral', failed: 'danger' } as const;

/** Search results as checkboxes; the picked ones stay listed above the results. */
function Picker({
  label,
  noun,
  picked,
  onChange,
  search,
  onSearch,
  results,
  loading,
}: {
  label: string;
  noun: string;
  picked: readonly Picked[];
  onChange: (next: Picked[]) => void;
  search: string;
  onSearch: (term: string) => void;
  results: readonly Picked[];
  loading: boolean;
}) {
  const chosen = new Set(picked.map((item) => item.id));
  const toggle = (item: Picked, on: boolean) =>
    onChange(on ? [...picked, item] : picked.filter((candidate) => candidate.id !== item.id));
  const shown = [...picked, ...results.filter((item) => !chosen.has(item.id))];
  return (
    <Stack as="fieldset" gap="2" minW="0">
      <Text as="legend" fontWeight="semibold">
        {`${label} (${picked.length} chosen)`}
      </Text>
      <SearchInput label={`Search ${noun}`} showLabel={false} value={search} onSearch={onSearch} size="sm" />
      {loading && results.length === 0 ? (
        <SkeletonText lines={3} label={`Searching ${noun}…`} />
      ) : shown.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">{`No ${noun} match “${search}”.`}</Text>
      ) : (
        <Stack gap="1" maxH="14rem" overflowY="auto" tabIndex={-1}>
          {shown.map((item) => (
            <Checkbox key={item.id} label={item.name} checked={chosen.has(item.id)} onChange={(on) => toggle(item, on)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Outcomes({
  result,
  courses,
  learners,
}: {
  result: CourseBulkEnrollResult;
  courses: readonly Picked[];
  learners: readonly Picked[];
}) {
  const courseName = new Map(courses.map((course) => [course.id, course]));
  const learnerName = new Map(learners.map((learner) => [learner.id, learner.name]));
  return (
    <Stack gap="3">
      <Text role="status" fontWeight="semibold">
        {result.message}
      </Text>
      <ReportTable
        label="Enrollment results"
        caption="Result per learner and course"
        rows={result.results ?? []}
        rowKey={(outcome) => `${outcome.course_id}-${outcome.student_id}`}
        columns={[
          {
            header: 'Learner',
            cell: (outcome) => (
              <Link href={links.student(outcome.student_id)}>
                {learnerName.get(outcome.student_id) ?? `Learner ${outcome.student_id}`}
              </Link>
            ),
          },
          {
            header: 'Course',
            cell: (outcome) => {
              const course = courseName.get(outcome.course_id);
              return course?.link ? (
                <Link href={course.link}>{course.name}</Link>
              ) : (
                (course?.name ?? `Course ${outcome.course_id}`)
              );
            },
          },
          {
            header: 'Result',
            cell: (outcome) => (
              <Stack gap="0">
                <Box>
                  <Badge tone={OUTCOME_TONES[outcome.status]}>{OUTCOME_LABELS[outcome.status]}</Badge>
                </Box>
                {outcome.error ? <Text textStyle="xs">{outcome.error}</Text> : null}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}

export function BulkEnrollDialog() {
  const [open, setOpen] = useState(false);
  const [courseSearch, setCourseSearch] = useState('');
  const [learnerSearch, setLearnerSearch] = useState('');
  const [courses, setCourses] = useState<Picked[]>([]);
  const [learners, setLearners] = useState<Picked[]>([]);
  const [notify, setNotify] = useState(true);
  const [result, setResult] = useState<CourseBulkEnrollResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const enroll = useBulkEnrollStudentsInCourses();
  const courseResults = useListCourses(
    { search: courseSearch || undefined, page_size: 8, ordering: 'title' },
    { query: { enabled: open } },
  );
  const learnerResults = useListUsers(
    { user_type: 'student', search: learnerSearch || undefined, page_size: 8 },
    { query: { enabled: open } },
  );
  const reset = () => {
    setResult(null);
    setError(null);
    setCourses([]);
    setLearners([]);
  };
  const submit = async () => {
    setError(null);
    try {
      setResult(
        await enroll.mutateAsync({
          data: {
            course_ids: courses.map((course) => course.id),
            student_ids: learners.map((learner) => learner.id),
            send_notification: notify,
          },
        }),
      );
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const ready = courses.length > 0 && learners.length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={<Button variant="outline">Enroll learners</Button>}
      title="Enroll learners"
      description="Every learner you choose is enrolled in every course you choose; those already enrolled are left as they are."
      size="lg"
      footer={
        result ? (
          <HStack gap="2">
            <Button variant="outline" onClick={reset}>
              Enroll more
            </Button>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </HStack>
        ) : (
          <Button onClick={() => void submit()} disabled={!ready} loading={enroll.isPending}>
            {ready
              ? `Enroll ${countOf(learners.length, 'learner', 'learners')} in ${countOf(courses.length, 'course', 'courses')}`
              : 'Enroll'}
          </Button>
        )
      }
    >
      {result ? (
        <Outcomes result={result} courses={courses} learners={learners} />
      ) : (
        <Stack gap="4">
          <Picker
            label="Courses"
            noun="courses"
            picked={courses}
            onChange={setCourses}
            search={courseSearch}
            onSearch={setCourseSearch}
            loading={courseResults.isPending}
            results={(courseResults.data?.results ?? []).map((course) => ({
              id: course.id,
              name: course.title,
              link: links.course(course.slug),
            }))}
          />
          <Picker
            label="Learners"
            noun="learners"
            picked={learners}
            onChange={setLearners}
            search={learnerSearch}
            onSearch={setLearnerSearch}
            loading={learnerResults.isPending}
            results={(learnerResults.data?.results ?? []).map((user) => ({
              id: user.id,
              name: `${displayName(user)} (${user.username})`,
            }))}
          />
          <Switch label="E-mail each learner about the enrollment" checked={notify} onChange={setNotify} />
          {error ? (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          ) : null}
        </Stack>
      )}
    </Dialog>
  );
}
