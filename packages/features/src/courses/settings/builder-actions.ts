/** What every part of the curriculum builder may do, handed down from the builder's hook. */
import type { Course, CourseModule, Lesson } from '@ujuzi/api';

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface BuilderActions {
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
