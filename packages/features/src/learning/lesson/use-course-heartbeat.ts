/**
 * The course player's activity heartbeat (courses/update_activity): while a learner with access has a lesson
 * open and the page is visible, it reports what they are doing at once and then every HEARTBEAT_MS with the
 * time since the previous report; a hidden page reports nothing, a failed report waits twice as long (up to
 * HEARTBEAT_MAX_MS). It feeds the staff's live figures and active learners.
 */
import { updateCourseActivity } from '@ujuzi/api/hooks';
import type { CourseActivityUpdateRequest } from '@ujuzi/api';
import type { CourseActivityKind } from '@ujuzi/domain';
import { useEffect } from 'react';

export const HEARTBEAT_MS = 60_000;
export const HEARTBEAT_MAX_MS = 300_000;

/** Sends one report. */
export type SendActivity = (course: number, body: CourseActivityUpdateRequest) => Promise<unknown>;
const report: SendActivity = (course, body) => updateCourseActivity(course, body);

export function useCourseHeartbeat(
  courseId: number | undefined,
  lessonId: number | undefined,
  activity: CourseActivityKind,
  active: boolean,
  /** The request (a test gives its own). */
  send: SendActivity = report,
) {
  useEffect(() => {
    if (!active || courseId === undefined || lessonId === undefined) return;
    const course = courseId;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = HEARTBEAT_MS;
    let since = Date.now();
    let sending = false;
    let stopped = false;
    const hidden = () => document.visibilityState === 'hidden';
    const schedule = () => {
      if (!stopped && !sending && timer === undefined && !hidden()) timer = setTimeout(beat, wait);
    };
    function beat() {
      timer = undefined;
      if (hidden() || sending) return;
      const now = Date.now();
      const seconds = Math.max(0, Math.round((now - since) / 1000));
      since = now;
      sending = true;
      void send(course, { activity_type: activity, lesson: lessonId, time_spent_seconds: seconds })
        .then(
          () => (wait = HEARTBEAT_MS),
          () => (wait = Math.min(wait * 2, HEARTBEAT_MAX_MS)),
        )
        .finally(() => {
          sending = false;
          schedule();
        });
    }
    const onVisibility = () => {
      if (hidden()) {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
      } else {
        // Back on the page: the hidden time is not study time.
        since = Date.now();
        if (timer === undefined && !sending) beat();
      }
    };
    beat();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [courseId, lessonId, activity, active, send]);
}
