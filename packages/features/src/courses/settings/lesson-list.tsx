import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import type { Lesson } from '@ujuzi/api';
import { createLesson, deleteLesson, partialUpdateLesson } from '@ujuzi/api/hooks';
import { Badge, Button, Checkbox, Menu } from '@ujuzi/ui';
import { useState } from 'react';
import { type BuilderActions } from './builder-actions';
import { LESSON_TYPE_LABELS } from './curriculum-data';
import { LessonEditorDrawer } from './curriculum-lazy-parts';
import { CurriculumRow } from './curriculum-row';
import { ReorderableList } from './reorderable-list';
import { TitleForm } from './title-form';

/** A list of lessons, reorderable, each with its selection box, Move menu and Edit. */
export function LessonList({
  lessons,
  label,
  within,
  actions,
}: {
  lessons: Lesson[];
  label: string;
  within: string;
  actions: BuilderActions;
}) {
  if (lessons.length === 0) return null;
  return (
    <ReorderableList
      items={lessons}
      label={label}
      noun="lesson"
      within={within}
      canEdit={actions.canEdit}
      announce={actions.announce}
      onMove={(reordered) => actions.reorder('lessons', reordered)}
      renderItem={(lesson, handle) => (
        <Box borderWidth="1px" borderRadius="l2" bg="bg">
          <CurriculumRow
            noun="lesson"
            title={lesson.title}
            handle={handle}
            canEdit={actions.canEdit}
            leading={
              actions.canEdit ? (
                <Checkbox
                  label={<VisuallyHidden>{`Select lesson ${lesson.title}`}</VisuallyHidden>}
                  checked={actions.selected.has(lesson.id)}
                  onChange={(on) => actions.toggle(lesson.id, on)}
                />
              ) : null
            }
            meta={
              <>
                <Badge tone={lesson.is_published ? 'success' : 'neutral'}>{lesson.is_published ? 'Published' : 'Draft'}</Badge>
                <span>{LESSON_TYPE_LABELS[lesson.lesson_type] ?? lesson.lesson_type}</span>
                {lesson.duration_minutes ? <span>{`${lesson.duration_minutes} min`}</span> : null}
                {lesson.is_free_preview ? <span>Free preview</span> : null}
              </>
            }
            actions={
              actions.canEdit ? (
                <HStack gap="1">
                  {actions.modules.length > 1 ? (
                    <Menu
                      trigger={
                        <Button size="sm" variant="ghost" aria-label={`Move lesson ${lesson.title} to another module`}>
                          Move
                        </Button>
                      }
                      items={actions.modules
                        .filter((module) => module.id !== lesson.module)
                        .map((module) => ({
                          value: String(module.id),
                          label: module.title,
                          onSelect: () => void actions.moveLesson(lesson, module),
                        }))}
                    />
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit lesson ${lesson.title}`}
                    onPointerEnter={LessonEditorDrawer.preload}
                    onFocus={LessonEditorDrawer.preload}
                    onClick={() => actions.edit(lesson)}
                  >
                    Edit
                  </Button>
                </HStack>
              ) : null
            }
            onRename={(title) =>
              actions.write(
                () => partialUpdateLesson(lesson.id, { title }),
                `Lesson renamed to “${title}”`,
                'Could not rename the lesson',
              )
            }
            deleteMessage="Its content, code snippets and attachments are deleted with it. This cannot be undone."
            onDelete={() =>
              actions.write(() => deleteLesson(lesson.id), `Lesson “${lesson.title}” deleted`, 'Could not delete the lesson')
            }
          />
        </Box>
      )}
    />
  );
}

/** Add lesson: a button that opens the title form for a new lesson there. */
export function AddLesson({
  where,
  module,
  topic,
  actions,
}: {
  where: string;
  module: number | null;
  topic: number | null;
  actions: BuilderActions;
}) {
  const [open, setOpen] = useState(false);
  if (!actions.canEdit) return null;
  if (!open)
    return (
      <Box>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Add lesson to ${where}`}>
          Add lesson
        </Button>
      </Box>
    );
  return (
    <TitleForm
      label={`New lesson in ${where}`}
      submitLabel="Add lesson"
      autoFocus
      onCancel={() => setOpen(false)}
      onSubmit={(title) =>
        actions
          .write(
            () => createLesson({ title, course: actions.course.id, module, topic, lesson_type: 'text', is_published: true }),
            `Lesson “${title}” added`,
            'Could not add the lesson',
          )
          .then(() => actions.announce(`Lesson ${title} added to ${where}.`))
      }
    />
  );
}
