/**
 * A study session (service spec §7: study-sessions POST, end_session POST) runs while a learner with access
 * has a lesson open: it starts with the lesson and ends when they leave it, counting the lessons completed.
 */
import { createCourseStudySession, endCourseStudySession } from '@ujuzi/api/hooks';
import { useEffect, useRef } from 'react';

export function useStudySession(courseId: number | undefined, lessonId: number | undefined, active: boolean) {
  const completed = useRef(0);
  useEffect(() => {
    if (!active || courseId === undefined || lessonId === undefined) return;
    completed.current = 0;
    const started = createCourseStudySession({ course: courseId, lesson: lessonId }).catch(() => null);
    return () => {
      // A session that could not start has nothing to end; ending is best effort (the learner has moved on).
      void started.then((session) =>
        session ? endCourseStudySession(session.id, { lessons_completed: completed.current }).catch(() => null) : null,
      );
    };
  }, [courseId, lessonId, active]);
  return {
    /** Counts a completion towards the session's lessons_completed. */
    countCompletion: () => {
      completed.current += 1;
    },
  };
}
