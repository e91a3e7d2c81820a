/**
 * The curriculum builder: the course's modules → topics → lessons, each added, renamed, put in order
 * (drag and drop, or Move up / Move down with the new position announced) and deleted after a
 * confirmation naming what goes. Lessons open in the lesson editor; several lessons can be published,
 * unpublished or deleted together (the contract's lesson bulk_update and bulk_delete) and added at once
 * (bulk_create).
 */
import { Box, HStack, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { createCourseModule, deleteCourseModule, partialUpdateCourseModule } from '@ujuzi/api/hooks';
import { Badge, Button, EmptyState, ErrorState, SkeletonText } from '@ujuzi/ui';
import { count } from './builder-actions';
import { BulkBar } from './bulk-bar';
import { writeErrorText, type ModuleNode } from './curriculum-data';
import { BulkCreateDialog, LessonEditorDrawer } from './curriculum-lazy-parts';
import { CurriculumRow } from './curriculum-row';
import { LessonList } from './lesson-list';
import { ModuleItem } from './module-item';
import { ReorderableList } from './reorderable-list';
import { TitleForm } from './title-form';
import { useCurriculumBuilder } from './use-curriculum-builder';

export function CurriculumBuilder({ course, canEdit }: { course: Course; canEdit: boolean }) {
  const builder = useCurriculumBuilder(course, canEdit);
  const { curriculum, data, actions, message, setMessage, selectedLessons, editing, setEditing } = builder;
  const { bulkOpen, setBulkOpen, addingModule, setAddingModule } = builder;
  const { write, reorder } = actions;

  return (
    <Stack gap="4">
      <Box role="status" aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{message}</VisuallyHidden>
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            Curriculum
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {data
              ? `${count(data.modules.length, 'module')} · ${count(data.lessonCount, 'lesson')}`
              : 'Modules, topics and lessons in the order learners take them.'}
          </Text>
        </Stack>
        {canEdit && data ? (
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              size="sm"
              onPointerEnter={BulkCreateDialog.preload}
              onFocus={BulkCreateDialog.preload}
              onClick={() => setBulkOpen(true)}
            >
              Add several lessons
            </Button>
            <Button size="sm" onClick={() => setAddingModule(true)}>
              Add module
            </Button>
          </HStack>
        ) : null}
      </HStack>
      {canEdit && addingModule ? (
        <TitleForm
          label="New module title"
          submitLabel="Add module"
          autoFocus
          onCancel={() => setAddingModule(false)}
          onSubmit={(title) =>
            write(
              () => createCourseModule({ course: course.id, title, is_published: true }),
              `Module “${title}” added`,
              'Could not add the module',
            ).then(() => {
              setAddingModule(false);
              setMessage(`Module ${title} added to the course.`);
            })
          }
        />
      ) : null}
      {curriculum.error ? (
        <ErrorState title="Could not load the curriculum" message={writeErrorText(curriculum.error)} onRetry={curriculum.retry} />
      ) : !data ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading the curriculum">
          <SkeletonText lines={6} />
        </Stack>
      ) : data.modules.length === 0 && data.loose.length === 0 ? (
        <EmptyState
          title="No modules yet"
          description={
            canEdit
              ? 'Start with a module, then add its topics and lessons.'
              : 'The course’s teacher has not added any modules yet.'
          }
          action={
            canEdit && !addingModule ? (
              <Button size="sm" onClick={() => setAddingModule(true)}>
                Add the first module
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ReorderableList
            items={data.modules.map((node) => ({ ...node.module, node }))}
            label="Modules"
            noun="module"
            within="the course"
            canEdit={canEdit}
            announce={setMessage}
            onMove={(reordered) => reorder('modules', reordered)}
            renderItem={(item, handle) => (
              <ModuleItem
                node={item.node}
                actions={actions}
                rowLine={
                  <CurriculumRow
                    noun="module"
                    title={item.title}
                    headingLevel="h3"
                    handle={handle}
                    canEdit={canEdit}
                    meta={
                      <>
                        <Badge tone={item.is_published ? 'success' : 'neutral'}>
                          {item.is_published ? 'Published' : 'Draft'}
                        </Badge>
                        <span>{count(item.node.topics.length, 'topic')}</span>
                        <span>
                          {count(
                            item.node.lessons.length + item.node.topics.reduce((sum, topic) => sum + topic.lessons.length, 0),
                            'lesson',
                          )}
                        </span>
                      </>
                    }
                    onRename={(title) =>
                      write(
                        () => partialUpdateCourseModule(item.id, { title }),
                        `Module renamed to “${title}”`,
                        'Could not rename the module',
                      )
                    }
                    deleteMessage={moduleDeleteMessage(item.node)}
                    onDelete={() =>
                      write(() => deleteCourseModule(item.id), `Module “${item.title}” deleted`, 'Could not delete the module')
                    }
                  />
                }
              />
            )}
          />
          {data.loose.length > 0 ? (
            <Stack gap="2">
              <Heading as="h3" size="md">
                Lessons outside modules
              </Heading>
              <LessonList lessons={data.loose} label="Lessons outside modules" within="the course" actions={actions} />
            </Stack>
          ) : null}
        </>
      )}
      {canEdit ? <BulkBar lessons={selectedLessons} actions={actions} clear={builder.clearSelection} /> : null}
      {editing ? (
        <LessonEditorDrawer
          lesson={editing}
          course={course}
          modules={data?.modules.map((node) => node.module) ?? []}
          topics={data?.modules.flatMap((node) => node.topics.map((topic) => topic.topic)) ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {bulkOpen && data ? (
        <BulkCreateDialog
          course={course}
          modules={data.modules.map((node) => node.module)}
          onClose={() => setBulkOpen(false)}
          onCreated={(created) => setMessage(`${count(created, 'lesson')} added.`)}
        />
      ) : null}
    </Stack>
  );
}

function moduleDeleteMessage(node: ModuleNode): string {
  const lessons = node.lessons.length + node.topics.reduce((sum, topic) => sum + topic.lessons.length, 0);
  if (node.topics.length === 0 && lessons === 0) return 'It is empty.';
  return `Its ${count(node.topics.length, 'topic')} and ${count(lessons, 'lesson')} (with their attachments) are deleted with it. This cannot be undone.`;
}
