import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseModule } from '@ujuzi/api';
import { createCourseTopic, deleteCourseTopic, partialUpdateCourseTopic } from '@ujuzi/api/hooks';
import { Button } from '@ujuzi/ui';
import { useState, type DragEvent, type ReactNode } from 'react';
import { count, type BuilderActions } from './builder-actions';
import { type ModuleNode, type TopicNode } from './curriculum-data';
import { CurriculumRow } from './curriculum-row';
import { AddLesson, LessonList } from './lesson-list';
import { ReorderableList } from './reorderable-list';
import { TitleForm } from './title-form';

/** What a dragged lesson row carries (reorderable-list's `noun:id`). */
const draggedLessonId = (event: DragEvent): number | null => {
  const match = /^lesson:(\d+)$/.exec(event.dataTransfer.getData('text/plain'));
  return match ? Number(match[1]) : null;
};

function TopicItem({ node, module, actions }: { node: TopicNode; module: CourseModule; actions: BuilderActions }) {
  const { topic, lessons } = node;
  return (
    <Stack gap="2" borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
      <LessonList lessons={lessons} label={`Lessons of ${topic.title}`} within={topic.title} actions={actions} />
      {lessons.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No lessons in this topic yet.
        </Text>
      ) : null}
      <AddLesson where={topic.title} module={module.id} topic={topic.id} actions={actions} />
    </Stack>
  );
}

/** A module: its topics and their lessons, its own lessons, and a drop target for lessons of other modules. */
export function ModuleItem({ node, actions, rowLine }: { node: ModuleNode; actions: BuilderActions; rowLine: ReactNode }) {
  const { module, topics, lessons } = node;
  const [addingTopic, setAddingTopic] = useState(false);
  const [dropping, setDropping] = useState(false);
  // A lesson dragged from another module lands at the end of this one (rows of its own list reorder it).
  const dropProps = actions.canEdit
    ? {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('text/plain')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (!dropping) setDropping(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
        },
        onDrop: (event: DragEvent) => {
          setDropping(false);
          const id = draggedLessonId(event);
          const all = [...topics.flatMap((topic) => topic.lessons), ...lessons];
          if (id === null || all.some((lesson) => lesson.id === id)) return;
          event.preventDefault();
          const lesson = actions.findLesson(id);
          if (lesson) void actions.moveLesson(lesson, module);
        },
      }
    : {};
  return (
    <Card.Root
      variant="outline"
      {...dropProps}
      data-drop-target={dropping || undefined}
      outline={dropping ? '2px dashed' : undefined}
      outlineColor={dropping ? 'brand.solid' : undefined}
    >
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack gap="3">
          {rowLine}
          <ReorderableList
            items={topics.map((entry) => ({ ...entry.topic, entry }))}
            label={`Topics of ${module.title}`}
            noun="topic"
            within={module.title}
            canEdit={actions.canEdit}
            announce={actions.announce}
            onMove={(reordered) => actions.reorder('topics', reordered)}
            renderItem={(item, handle) => (
              <Stack gap="2">
                <CurriculumRow
                  noun="topic"
                  title={item.title}
                  headingLevel="h4"
                  handle={handle}
                  canEdit={actions.canEdit}
                  meta={<span>{count(item.entry.lessons.length, 'lesson')}</span>}
                  onRename={(title) =>
                    actions.write(
                      () => partialUpdateCourseTopic(item.id, { title }),
                      `Topic renamed to “${title}”`,
                      'Could not rename the topic',
                    )
                  }
                  deleteMessage={
                    item.entry.lessons.length
                      ? `Its ${count(item.entry.lessons.length, 'lesson')} stay in ${module.title}, outside any topic.`
                      : 'It has no lessons.'
                  }
                  onDelete={() =>
                    actions.write(() => deleteCourseTopic(item.id), `Topic “${item.title}” deleted`, 'Could not delete the topic')
                  }
                />
                <TopicItem node={item.entry} module={module} actions={actions} />
              </Stack>
            )}
          />
          <LessonList
            lessons={lessons}
            label={`Lessons of ${module.title} outside topics`}
            within={module.title}
            actions={actions}
          />
          {topics.length === 0 && lessons.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              This module is empty: add a topic or a lesson.
            </Text>
          ) : null}
          {actions.canEdit ? (
            <HStack gap="2" wrap="wrap" align="flex-start">
              {addingTopic ? (
                <TitleForm
                  label={`New topic in ${module.title}`}
                  submitLabel="Add topic"
                  autoFocus
                  onCancel={() => setAddingTopic(false)}
                  onSubmit={(title) =>
                    actions
                      .write(
                        () => createCourseTopic({ module: module.id, title }),
                        `Topic “${title}” added`,
                        'Could not add the topic',
                      )
                      .then(() => actions.announce(`Topic ${title} added to ${module.title}.`))
                  }
                />
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setAddingTopic(true)}
                  aria-label={`Add topic to ${module.title}`}
                >
                  Add topic
                </Button>
              )}
            </HStack>
          ) : null}
          <AddLesson where={module.title} module={module.id} topic={null} actions={actions} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
