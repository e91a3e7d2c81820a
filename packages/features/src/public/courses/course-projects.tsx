/** The graded projects of a course's outline, for its page's Projects section (a sign-in prompt without the outline). */
import { Box, HStack, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { Course, CourseStructure } from '@ujuzi/api';
import { Badge } from '@ujuzi/ui';
import { hoursLabel } from '../shared/course-labels';
import { SignInPrompt } from './course-section';

export function Projects({ course, structure }: { course: Course; structure: CourseStructure | undefined }) {
  if (!structure) return <SignInPrompt course={course} what="the projects you will build" />;
  const projects = structure.projects ?? [];
  if (projects.length === 0) return <Text color="fg.muted">This course has no graded projects yet.</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
      {projects.map((project) => (
        <Box as="li" key={project.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
          <HStack gap="2" mb="1" wrap="wrap">
            <Badge tone="info">{project.difficulty}</Badge>
            {project.is_group_project ? <Badge>Group project</Badge> : null}
          </HStack>
          <Heading as="h3" textStyle="md" fontWeight="semibold">
            {project.title}
          </Heading>
          {project.description ? (
            <Text textStyle="sm" color="fg.muted" mt="1" lineClamp={3}>
              {project.description}
            </Text>
          ) : null}
          {project.estimated_hours ? (
            <Text textStyle="xs" color="fg.muted" mt="2">
              About {hoursLabel(project.estimated_hours)}
            </Text>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}
