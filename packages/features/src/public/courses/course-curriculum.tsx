/**
 * A course's outline, for its page's Curriculum section: each module folding open on its topics and
 * lessons; without the outline (a signed-in read), the counts and a sign-in prompt.
 */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import type { Course, CourseStructure } from '@ujuzi/api';
import { hoursLabel } from '../shared/course-labels';
import { SignInPrompt } from './course-section';

export function Curriculum({ course, structure }: { course: Course; structure: CourseStructure | undefined }) {
  if (!structure) {
    return (
      <Stack gap="3">
        <Text>
          {course.modules_count ?? 0} modules · {course.lessons_count ?? 0} lessons
          {course.duration_hours ? ` · ${hoursLabel(course.duration_hours)} of study` : ''}
        </Text>
        <SignInPrompt course={course} what="every lesson of the outline" />
      </Stack>
    );
  }
  return (
    <Stack as="ol" listStyleType="none" gap="3">
      {structure.modules.map((module, index) => {
        const lessons = [...module.lessons, ...module.topics.flatMap((topic) => topic.lessons)];
        return (
          <Box as="li" key={module.id} borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg.panel">
            <chakra.details>
              <chakra.summary
                cursor="pointer"
                p="4"
                fontWeight="semibold"
                borderRadius="l2"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                Module {index + 1}: {module.title}{' '}
                <Text as="span" fontWeight="normal" color="fg.muted" textStyle="sm">
                  ({lessons.length} lessons)
                </Text>
              </chakra.summary>
              <Stack as="ul" listStyleType="none" px="4" pb="4" gap="2">
                {module.topics.map((topic) => (
                  <li key={`topic-${topic.id}`}>
                    <Text fontWeight="medium" textStyle="sm">
                      {topic.title}
                    </Text>
                    <Stack as="ul" listStyleType="none" ps="4" gap="1" mt="1">
                      {topic.lessons.map((lesson) => (
                        <Text as="li" key={lesson.id} textStyle="sm" color="fg.muted">
                          {lesson.title}
                          {lesson.duration_minutes ? ` · ${lesson.duration_minutes} min` : ''}
                          {lesson.is_free_preview ? ' · free preview' : ''}
                        </Text>
                      ))}
                    </Stack>
                  </li>
                ))}
                {module.lessons.map((lesson) => (
                  <Text as="li" key={lesson.id} textStyle="sm" color="fg.muted">
                    {lesson.title}
                  </Text>
                ))}
              </Stack>
            </chakra.details>
          </Box>
        );
      })}
    </Stack>
  );
}
