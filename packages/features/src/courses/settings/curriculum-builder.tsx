/**
 * The curriculum builder: the course's modules → topics → lessons, each added, renamed, put in order
 * (drag and drop, or Move up / Move down with the new position announced) and deleted after a
 * confirmation naming what goes. Lessons open in the lesson editor; several lessons can be published,
 * unpublished or deleted together (the contract's lesson bulk_update and bulk_delete) and added at once
 * (bulk_create).
 */
import { Box, Card, HStack, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseModule, Lesson, PaginatedCourseModuleList } from '@ujuzi/api';
import {
  bulkDeleteLessons,
  bulkUpdateLessons,
  createCourseModule,
  createCourseTopic,
  createLesson,
  deleteCourseModule,
  deleteCourseTopic,
  deleteLesson,
  getListCourseModulesQueryKey,
  getListCourseTopicsQueryKey,
  getListLessonsQueryKey,
  partialUpdateCourseModule,
  partialUpdateCourseTopic,
  partialUpdateLesson,
} from '@ujuzi/api/hooks';
import { reorderedPositions } from '@ujuzi/domain';
import { Badge, Button, Checkbox, ConfirmDialog, EmptyState, ErrorState, Menu, SkeletonText, toast } from '@ujuzi/ui';
import { useState, type DragEvent, type ReactNode } from 'react';
import { lazyPart } from '../../kit/shared/lazy-part';
import {
  LESSON_TYPE_LABELS,
  useCurriculum,
  useRefreshCurriculum,
  writeErrorText,
  type ModuleNode,
  type TopicNode,
} from './curriculum-data';
import { CurriculumRow } from './curriculum-row';
import { ReorderableList } from './reorderable-list';
import { TitleForm } from './title-form';

const LessonEditorDrawer = lazyPart(() => import('./lesson-editor-drawer').then((m) => m.LessonEditorDrawer), '0');
const BulkCreateDialog = lazyPart(() => import('./bulk-create-dialog').then((m) => m.BulkCreateDialog), '0');

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ALL = { page_size: 100, ordering: 'order' } as const;

type OrderedPage = Pick<PaginatedCourseModuleList, 'count'> & { results: { id: number; order: number }[] };

interface BuilderActions {
  canEdit: boolean;
  announce: (text: string) => void;
  refresh: () => Promise<void>;
  /** Runs a write; a failure is toasted and rethrown (a confirmation stays open to retry). */
  write: <T>(call: () => Promise<T>, success: string, failure: string) => Promise<T>;
  reorder: (
    kind: 'modules' | 'topics' | 'lessons',
    rows: readonly { id: number; order: number; title: string }[],
  ) => Promise<void>;
  selected: ReadonlySet<number>;
  toggle: (lessonId: number, on: boolean) => void;
  edit: (lesson: Lesson) => void;
  course: Course;
  /** The course's modules, for moving a lesson to another. */
  modules: readonly CourseModule[];
  /** Moves a lesson to the end of another module (outside its topics). */
  moveLesson: (lesson: Lesson, module: CourseModule) => Promise<void>;
  findLesson: (id: number) => Lesson | undefined;
}

/** What a dragged lesson row carries (reorderable-list's `noun:id`). */
const draggedLessonId = (event: DragEvent): number | null => {
  const match = /^lesson:(\d+)$/.exec(event.dataTransfer.getData('text/plain'));
  return match ? Number(match[1]) : null;
};

function LessonList({
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

function AddLesson({
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

function ModuleItem({ node, actions, rowLine }: { node: ModuleNode; actions: BuilderActions; rowLine: ReactNode }) {
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

function BulkBar({ lessons, actions, clear }: { lessons: Lesson[]; actions: BuilderActions; clear: () => void }) {
  if (lessons.length === 0) return null;
  const ids = lessons.map((lesson) => lesson.id);
  const publish = (is_published: boolean) =>
    actions
      .write(
        () => bulkUpdateLessons({ lessons: ids.map((id) => ({ id, is_published })) }),
        is_published ? `${count(ids.length, 'lesson')} published` : `${count(ids.length, 'lesson')} unpublished`,
        'Could not update the lessons',
      )
      .then(clear)
      .catch(() => undefined);
  return (
    <HStack
      role="region"
      aria-label="Selected lessons"
      gap="2"
      wrap="wrap"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.muted"
      position="sticky"
      bottom="2"
      zIndex="1"
    >
      <Text fontWeight="medium" flex="1" minW="8rem">{`${count(ids.length, 'lesson')} selected`}</Text>
      <Button size="sm" variant="outline" onClick={() => void publish(true)}>
        Publish
      </Button>
      <Button size="sm" variant="outline" onClick={() => void publish(false)}>
        Unpublish
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="danger">
            Delete
          </Button>
        }
        title={`Delete ${count(ids.length, 'lesson')}?`}
        message={`${lessons.map((lesson) => `“${lesson.title}”`).join(', ')} and their attachments are deleted. This cannot be undone.`}
        confirmLabel="Delete lessons"
        destructive
        onConfirm={() =>
          actions
            .write(
              () => bulkDeleteLessons({ lesson_ids: ids }),
              `${count(ids.length, 'lesson')} deleted`,
              'Could not delete the lessons',
            )
            .then(clear)
        }
      />
      <Button size="sm" variant="ghost" onClick={clear}>
        Clear selection
      </Button>
    </HStack>
  );
}

export function CurriculumBuilder({ course, canEdit }: { course: Course; canEdit: boolean }) {
  const curriculum = useCurriculum(course.id);
  const refresh = useRefreshCurriculum();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Lesson | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [addingModule, setAddingModule] = useState(false);
  const allLessons = curriculum.data
    ? [...curriculum.data.modules.flatMap((m) => [...m.topics.flatMap((t) => t.lessons), ...m.lessons]), ...curriculum.data.loose]
    : [];

  const write: BuilderActions['write'] = async (call, success, failure) => {
    try {
      const result = await call();
      toast.success(success);
      return result;
    } catch (error) {
      toast.error(failure, writeErrorText(error));
      throw error;
    } finally {
      await refresh();
    }
  };

  const reorder: BuilderActions['reorder'] = async (kind, rows) => {
    const positions = reorderedPositions(rows);
    if (positions.length === 0) return;
    const key =
      kind === 'modules'
        ? getListCourseModulesQueryKey({ ...ALL, course: course.id })
        : kind === 'topics'
          ? getListCourseTopicsQueryKey({ ...ALL, course: course.id })
          : getListLessonsQueryKey({ ...ALL, course: course.id });
    const orders = new Map(positions.map((position) => [position.id, position.order]));
    // Shown in the new order at once; the server's answer follows.
    queryClient.setQueryData<OrderedPage>(key, (page) =>
      page ? { ...page, results: page.results.map((row) => ({ ...row, order: orders.get(row.id) ?? row.order })) } : page,
    );
    try {
      if (kind === 'lessons') await bulkUpdateLessons({ lessons: positions });
      else if (kind === 'modules') await Promise.all(positions.map(({ id, order }) => partialUpdateCourseModule(id, { order })));
      else await Promise.all(positions.map(({ id, order }) => partialUpdateCourseTopic(id, { order })));
    } catch (error) {
      toast.error('Could not save the new order', writeErrorText(error, 'order'));
    } finally {
      await refresh();
    }
  };

  const actions: BuilderActions = {
    canEdit,
    announce: setMessage,
    refresh,
    write,
    reorder,
    selected,
    toggle: (id, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    edit: setEditing,
    course,
    modules: curriculum.data?.modules.map((node) => node.module) ?? [],
    moveLesson: async (lesson, module) => {
      const target = curriculum.data?.modules.find((node) => node.module.id === module.id);
      const last = Math.max(0, ...(target?.lessons.map((row) => row.order) ?? []));
      await write(
        () => partialUpdateLesson(lesson.id, { module: module.id, topic: null, order: last + 1 }),
        `Lesson “${lesson.title}” moved to ${module.title}`,
        'Could not move the lesson',
      ).catch(() => undefined);
      setMessage(`${lesson.title} moved to the end of ${module.title}.`);
    },
    findLesson: (id) => allLessons.find((lesson) => lesson.id === id),
  };

  const data = curriculum.data;
  const selectedLessons = allLessons.filter((lesson) => selected.has(lesson.id));

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
      {canEdit ? <BulkBar lessons={selectedLessons} actions={actions} clear={() => setSelected(new Set())} /> : null}
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
