/**
 * /dashboard/courses/:slug/materials/view/:materialId (every role): a course's material as its learners
 * meet it. Access follows the enrollment (service spec §4, as the lessons do): staff and learners with
 * an open enrollment read it, others get the one next step (enroll, finish the payment…). A material of
 * another course is not found here. The course's other materials are listed beside it.
 */
import { Grid, Stack, Text } from '@chakra-ui/react';
import type { Course, StudyResource } from '@ujuzi/api';
import { useListStudyResources } from '@ujuzi/api/hooks';
import { getStudyResourcePath } from '@ujuzi/api/path-params';
import { MATERIAL_TYPE_LABELS } from '@ujuzi/domain';
import { Card, EmptyState, Link } from '@ujuzi/ui';
import {
  DetailPage,
  EntityLink,
  PageHeader,
  QueryState,
  useRouteParams,
  EntityNotFound,
  SLUG_PARAM,
  links,
  LockedNotice,
  useCourseAccess,
  useCourseBySlug,
} from '../../infra/kit';
import { MaterialBody, useMaterial } from '../shared';

function CourseMaterials({ course, current }: { course: Course; current: number }) {
  const materials = useListStudyResources({ course: course.id, page_size: 50, ordering: 'title' });
  const others = (materials.data?.results ?? []).filter((material) => material.id !== current);
  return (
    <Card title="More from this course" headingLevel={2}>
      <QueryState query={materials} noun="the course’s materials" size="sm" headingLevel="h3" loadingLines={3}>
        {() =>
          others.length === 0 ? (
            <Text color="fg.muted">This is the course’s only material.</Text>
          ) : (
            <Stack as="ul" listStyle="none" gap="2">
              {others.map((material) => (
                <li key={material.id}>
                  <EntityLink href={links.courseMaterial(course.slug, material.id)}>{material.title}</EntityLink>
                  <Text as="span" textStyle="sm" color="fg.muted">{` · ${MATERIAL_TYPE_LABELS[material.resource_type]}`}</Text>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}

/** The material, only once the viewer may read the course; one of another course is not found. */
function Viewer({ course, materialId }: { course: Course; materialId: number }) {
  const query = useMaterial(materialId);
  const belongs = query.data === undefined || query.data.course === course.id;
  const checked = belongs ? query : { ...query, data: undefined, isError: true, error: { status: 404, message: 'Not found.' } };
  return (
    <DetailPage<StudyResource>
      query={checked}
      noun="material"
      notFoundAction={<Link href={links.course(course.slug)}>{`Back to ${course.title}`}</Link>}
      header={(material) => <Header course={course} title={material?.title} />}
      summary={(material) => (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap="5" alignItems="start">
          <MaterialBody material={material} />
          <CourseMaterials course={course} current={material.id} />
        </Grid>
      )}
    />
  );
}

function Header({ course, title }: { course: Course | undefined; title: string | undefined }) {
  return (
    <PageHeader
      title={title ?? 'Course material'}
      crumbs={[
        { label: 'Dashboard', href: links.dashboard() },
        { label: 'Courses', href: links.courses() },
        ...(course
          ? [
              { label: course.title, href: links.course(course.slug) },
              { label: 'Materials', href: `${links.course(course.slug)}?section=materials` },
            ]
          : []),
      ]}
    />
  );
}

export function CourseMaterialPage() {
  const { slug, materialId } = useRouteParams(
    { slug: SLUG_PARAM, materialId: getStudyResourcePath.id },
    { notFound: <EntityNotFound noun="material" action={<Link href={links.courses()}>Back to courses</Link>} /> },
  );
  const course = useCourseBySlug(slug);
  const { access } = useCourseAccess(course.data);
  if (!course.data || !access) {
    // The course's access is still being worked out while it has loaded: the page is still loading.
    return (
      <DetailPage
        query={{ ...course, isPending: course.isPending || course.data !== undefined }}
        noun="course"
        notFoundAction={<Link href={links.courses()}>Back to courses</Link>}
        header={() => <Header course={course.data} title={undefined} />}
        summary={() => null}
      />
    );
  }
  if (access?.kind === 'locked') {
    return (
      <Stack gap="5">
        <Header course={course.data} title="Course material" />
        <LockedNotice course={course.data} step={access.step} />
        <EmptyState
          headingLevel="h2"
          title="Materials open with the course"
          description="The course’s documents, videos and links are for its enrolled learners."
          action={<Link href={links.course(course.data.slug)}>{`About ${course.data.title}`}</Link>}
        />
      </Stack>
    );
  }
  return <Viewer course={course.data} materialId={materialId} />;
}
