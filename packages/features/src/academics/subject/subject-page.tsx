/**
 * /dashboard/academics/subjects/:slug (staff): one subject — its facts, its teachers (each opening their
 * staff page where the viewer may), the levels and classes that take it (each opening the class's
 * timetable), its weekly lessons and the courses related to it. Management edits it in a dialog.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Subject } from '@ujuzi/api';
import { useListClassLevels, useListClassSections, useListCourses, useListSubjects, useListTimetables } from '@ujuzi/api/hooks';
import { isManagement } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, Card, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  errorMessage,
  useRouteParams,
  SLUG_PARAMS,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, SUBJECTS_CRUMB, WEEKDAY_LABELS, personName, shortTime } from '../shared';
import { SubjectDialog } from '../subjects/subject-form-dialog';

/** Words too common to find related courses by. */
const COMMON = new Set(['and', 'with', 'the', 'for', 'of', 'on', 'skills', 'development', 'fundamentals', 'essentials']);

/** The subject's most telling word ('Databases and SQL' → 'SQL'), to find courses about it. */
export function courseKeyword(name: string): string {
  const words = name.split(/[^A-Za-z0-9+#]+/).filter((word) => word.length > 1 && !COMMON.has(word.toLowerCase()));
  return words[words.length - 1] ?? name;
}

function Listing({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <SkeletonText lines={3} />;
  if (query.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title="Could not load this part"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (empty) return null;
  return <>{children}</>;
}

function Teachers({ subject }: { subject: Subject }) {
  const teachers = subject.teachers ?? [];
  return (
    <Card title="Teachers" headingLevel={2}>
      {teachers.length === 0 ? (
        <Text>No teacher is assigned to this subject yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {teachers.map((teacher) => (
            <li key={teacher.id}>
              <EntityLink href={links.staffMember(teacher.username)}>{personName(teacher)}</EntityLink>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Classes({ subject }: { subject: Subject }) {
  const levelIds = new Set(subject.class_levels ?? []);
  const levels = useListClassLevels({ page_size: 100 });
  const sections = useListClassSections({ page_size: 100, is_active: true }, { query: { enabled: levelIds.size > 0 } });
  const taking = (levels.data?.results ?? []).filter((level) => levelIds.has(level.id));
  const classes = (sections.data?.results ?? []).filter((section) => levelIds.has(section.class_level));
  return (
    <Card title="Classes" headingLevel={2} description="The levels that take this subject, and their classes.">
      {levelIds.size === 0 ? (
        <Text>No level takes this subject yet.</Text>
      ) : (
        <Listing query={levels.isError ? levels : sections} empty={false}>
          <Stack gap="3">
            {taking.map((level) => (
              <Stack key={level.id} gap="1">
                <Text fontWeight="medium">{level.name}</Text>
                <HStack as="ul" listStyleType="none" gap="3" wrap="wrap">
                  {classes
                    .filter((section) => section.class_level === level.id)
                    .map((section) => (
                      <li key={section.id}>
                        <Link href={links.timetable({ class_section: section.id })}>{section.display_name ?? section.name}</Link>
                      </li>
                    ))}
                </HStack>
              </Stack>
            ))}
          </Stack>
        </Listing>
      )}
    </Card>
  );
}

function Lessons({ subject }: { subject: Subject }) {
  const query = useListTimetables({ subject: subject.id, page_size: 100, ordering: 'weekday,start_time' });
  const rows = query.data?.results ?? [];
  return (
    <Card title="Weekly lessons" headingLevel={2}>
      <Listing query={query} empty={false}>
        {rows.length === 0 ? (
          <Text>No lesson of this subject is on the timetable.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {rows.map((row) => (
              <li key={row.id}>
                <Link href={links.timetable({ class_section: row.class_section })}>{row.class_section_name}</Link>
                <Text as="span" color="fg.muted">
                  {' '}
                  · {WEEKDAY_LABELS[row.weekday]} {shortTime(row.start_time)}–{shortTime(row.end_time)}
                  {row.room ? ` · ${row.room}` : ''}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Listing>
    </Card>
  );
}

function RelatedCourses({ subject }: { subject: Subject }) {
  const keyword = courseKeyword(subject.name);
  const query = useListCourses({ search: keyword, page_size: 5 });
  const courses = query.data?.results ?? [];
  return (
    <Card title="Related courses" headingLevel={2} description={`Online courses about ${keyword}.`}>
      <Listing query={query} empty={false}>
        {courses.length === 0 ? (
          <Text>No online course covers this subject yet.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {courses.map((course) => (
              <li key={course.id}>
                <Link href={links.course(course.slug)}>{course.title}</Link>
              </li>
            ))}
          </Stack>
        )}
      </Listing>
    </Card>
  );
}

class NotFound extends Error {
  readonly status = 404;
}

export function SubjectPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const { user } = useSession();
  const manages = isManagement(user?.user_type);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const list = useListSubjects({ slug, page_size: 1 });
  const found = list.data?.results.find((subject) => subject.slug === slug) ?? list.data?.results[0];
  const query = {
    data: found,
    isPending: list.isPending,
    isError: list.isError || (list.isSuccess && !found),
    error: list.isError ? list.error : new NotFound('No subject has this address.'),
    refetch: list.refetch,
  };

  return (
    <>
      <DetailPage
        query={query}
        noun="subject"
        notFoundAction={<ButtonLink href={links.subjects()}>All subjects</ButtonLink>}
        header={(subject) => (
          <AcademicsHeader
            title={subject ? subject.name : 'Subject'}
            current={links.subjects()}
            trail={[SUBJECTS_CRUMB]}
            description={subject?.description}
            actions={
              subject && manages ? (
                <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={SubjectDialog.preload}>
                  <Pencil aria-hidden="true" /> Edit subject
                </Button>
              ) : undefined
            }
          />
        )}
        summary={(subject) => (
          <Stack gap="5">
            <Card headingLevel={2}>
              <DetailFields compact>
                <DetailField label="Code">{subject.code}</DetailField>
                <DetailField label="Department">{subject.department_name ?? '—'}</DetailField>
                <DetailField label="Hours a week">{subject.credit_hours ?? 0}</DetailField>
                <DetailField label="Type">
                  <HStack gap="2" wrap="wrap">
                    <Badge tone={subject.is_core ? 'info' : 'neutral'}>{subject.is_core ? 'Core' : 'Elective'}</Badge>
                    {subject.is_active ? null : <Badge tone="neutral">Inactive</Badge>}
                  </HStack>
                </DetailField>
              </DetailFields>
            </Card>
            <Stack direction={{ base: 'column', lg: 'row' }} gap="5" align="stretch">
              <Stack flex="1" gap="5">
                <Teachers subject={subject} />
                <RelatedCourses subject={subject} />
              </Stack>
              <Stack flex="1" gap="5">
                <Classes subject={subject} />
                <Lessons subject={subject} />
              </Stack>
            </Stack>
          </Stack>
        )}
      />
      {manages && found ? (
        <SubjectDialog
          item={found}
          open={editing}
          onOpenChange={setEditing}
          onSaved={(saved) => {
            if (saved.slug !== slug) void navigate(links.subject(saved.slug), { replace: true });
          }}
        />
      ) : null}
    </>
  );
}
