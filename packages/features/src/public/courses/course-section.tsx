/** What the sections of a course's page share: a titled <section>, and the prompt that stands in for a signed-in read. */
import { Heading, Text, chakra } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { coursePath } from '../shared/course-labels';

/** A <section> named by its <h2>; `id` is the heading's, so keep it unique on the page. */
export function CourseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <chakra.section aria-labelledby={id}>
      <Heading as="h2" id={id} textStyle="xl" mb="3">
        {title}
      </Heading>
      {children}
    </chakra.section>
  );
}

/** 'Sign in to see {what}.', coming back to the course's page. */
export function SignInPrompt({ course, what }: { course: Course; what: string }) {
  return (
    <Text color="fg.muted">
      <Link href={`/login?next=${encodeURIComponent(coursePath(course))}`}>Sign in</Link> to see {what}.
    </Text>
  );
}
