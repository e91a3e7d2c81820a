/**
 * The lesson editor (routes.txt gives it no route of its own): a drawer over the builder with the
 * lesson's form (title, markdown content with a live sanitised preview, type, programming language,
 * estimated time…), its code snippets and its attachments. Loaded when a lesson is first edited.
 */
import { Stack } from '@chakra-ui/react';
import type { Course, CourseModule, CourseTopic, Lesson } from '@ujuzi/api';
import { useGetLesson } from '@ujuzi/api/hooks';
import { Drawer, ErrorState, SkeletonText } from '@ujuzi/ui';
import { useState } from 'react';
import { writeErrorText } from './curriculum-data';
import { LessonAttachments } from './lesson-attachments';
import { LessonForm } from './lesson-form';
import { LessonSnippets } from './lesson-snippets';

export interface LessonEditorDrawerProps {
  lesson: Lesson;
  course: Course;
  modules: readonly CourseModule[];
  topics: readonly CourseTopic[];
  onClose: () => void;
}

export function LessonEditorDrawer({ lesson, course, modules, topics, onClose }: LessonEditorDrawerProps) {
  const [open, setOpen] = useState(true);
  const full = useGetLesson(lesson.id);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={`Edit lesson: ${lesson.title}`}
      placement="end"
      size="lg"
    >
      {full.error ? (
        <ErrorState title="Could not load the lesson" message={writeErrorText(full.error)} onRetry={() => void full.refetch()} />
      ) : !full.data ? (
        <SkeletonText lines={8} />
      ) : (
        <Stack gap="8">
          <LessonForm lesson={full.data} course={course} modules={modules} topics={topics} onDone={close} />
          <LessonSnippets lesson={full.data} />
          <LessonAttachments lesson={full.data} />
        </Stack>
      )}
    </Drawer>
  );
}
