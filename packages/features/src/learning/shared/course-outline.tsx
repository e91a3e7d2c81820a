/**
 * A course's lessons grouped by module and topic, each marked done, current ('Continue here'), open or
 * locked. Open lessons link to their page; a locked one says so, and the course's one next step
 * (the kit's LockedNotice) leads into the enrollment flow.
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import type { LessonState } from '@ujuzi/domain';
import { Badge, Link, markdownToHtml } from '@ujuzi/ui';
import type { CourseOutline } from './course-data';
import { links } from '../../infra/kit/links';

const STATE_BADGES: Record<LessonState, { label: string; tone: 'success' | 'brand' | 'neutral' } | null> = {
  done: { label: 'Done', tone: 'success' },
  current: { label: 'Continue here', tone: 'brand' },
  locked: { label: 'Locked', tone: 'neutral' },
  open: null,
};

/** Bodies (lessons, course descriptions) come as HTML per the contract; authors' markdown is converted. SafeHtml sanitises either. */
export const richTextHtml = (content: string): string => (/^\s*</.test(content) ? content : markdownToHtml(content));

export type { CourseSection } from '../../infra/kit/links';

export function CourseOutlineList({ course, outline }: { course: Pick<Course, 'slug' | 'title'>; outline: CourseOutline }) {
  return (
    <Stack gap="5">
      {outline.modules.map((module) => (
        <chakra.section key={module.id ?? 'none'} aria-label={module.title}>
          <HStack justify="space-between" align="baseline" gap="2" wrap="wrap" mb="2">
            <Heading as="h2" size="md">
              {module.title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {`${module.done} of ${module.total} done`}
            </Text>
          </HStack>
          <Stack gap="3">
            {module.topics.map((topic) => (
              <Box key={topic.id ?? 'none'}>
                {topic.title ? (
                  <Heading as="h3" size="sm" color="fg.muted" mb="1">
                    {topic.title}
                  </Heading>
                ) : null}
                <chakra.ol listStyleType="none" p="0" m="0" borderWidth="1px" borderColor="border" borderRadius="l2">
                  {topic.lessons.map(({ lesson, state }, index) => {
                    const badge = STATE_BADGES[state];
                    return (
                      <HStack
                        as="li"
                        key={lesson.id}
                        justify="space-between"
                        gap="3"
                        px="3"
                        py="2.5"
                        minH="11"
                        borderTopWidth={index ? '1px' : '0'}
                        borderColor="border"
                        bg={state === 'current' ? 'brand.subtle' : undefined}
                      >
                        <Stack gap="0" minW="0">
                          {state === 'locked' ? (
                            <Text color="fg.muted">{lesson.title}</Text>
                          ) : (
                            <Link href={links.lesson(course.slug, lesson.slug)} variant="plain">
                              {lesson.title}
                            </Link>
                          )}
                          <Text textStyle="xs" color="fg.muted">
                            {[lesson.lesson_type, lesson.duration_minutes ? `${lesson.duration_minutes} min` : null]
                              .filter(Boolean)
                              .join(' · ')}
                            {lesson.is_free_preview && state !== 'done' ? ' · Free preview' : ''}
                          </Text>
                        </Stack>
                        {badge ? (
                          <Box flexShrink={0}>
                            <Badge tone={badge.tone}>{badge.label}</Badge>
                          </Box>
                        ) : null}
                      </HStack>
                    );
                  })}
                </chakra.ol>
              </Box>
            ))}
          </Stack>
        </chakra.section>
      ))}
    </Stack>
  );
}
