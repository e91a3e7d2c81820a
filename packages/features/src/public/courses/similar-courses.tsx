/** The closing band of a course's page: up to three similar courses as cards (nothing when there are none). */
import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CourseCard } from '../shared/course-card';
import { PageSection } from '../shared/page-layout';
import { similarQuery } from './queries';

export function SimilarCourses({ courseId }: { courseId: number }) {
  const similar = useQuery(similarQuery(courseId));
  if (!similar.data?.length) return null;
  return (
    <PageSection title="Similar courses" tinted>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {similar.data.slice(0, 3).map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
