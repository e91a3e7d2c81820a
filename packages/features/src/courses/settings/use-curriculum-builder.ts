/**
 * The curriculum builder's state and writes: each write toasted and followed by a refresh, reordering
 * shown at once and saved after, the lesson selection, and what is being added or edited.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Course, Lesson, PaginatedCourseModuleList } from '@ujuzi/api';
import {
  bulkUpdateLessons,
  getListCourseModulesQueryKey,
  getListCourseTopicsQueryKey,
  getListLessonsQueryKey,
  partialUpdateCourseModule,
  partialUpdateCourseTopic,
  partialUpdateLesson,
} from '@ujuzi/api/hooks';
import { reorderedPositions } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { useState } from 'react';
import { type BuilderActions } from './builder-actions';
import { useCurriculum, useRefreshCurriculum, writeErrorText } from './curriculum-data';

const ALL = { page_size: 100, ordering: 'order' } as const;

type OrderedPage = Pick<PaginatedCourseModuleList, 'count'> & { results: { id: number; order: number }[] };

export function useCurriculumBuilder(course: Course, canEdit: boolean) {
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

  return {
    curriculum,
    data,
    actions,
    message,
    setMessage,
    selectedLessons,
    clearSelection: () => setSelected(new Set()),
    editing,
    setEditing,
    bulkOpen,
    setBulkOpen,
    addingModule,
    setAddingModule,
  };
}
