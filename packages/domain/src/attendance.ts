/**
 * Attendance rules shared by the screens: what a day's mark is called (an absence covered by approved
 * leave is "on leave"), who keeps a section's register (its class teacher, or management), and the
 * register's own messages.
 */
import { MANAGEMENT_TYPES, hasAccess } from './roles';

export type AttendanceMark = 'present' | 'absent' | 'late' | 'excused';
/** A mark as shown: the recorded status, or on leave when approved leave covers the absence. */
export type AttendanceShown = AttendanceMark | 'on_leave';

export const ATTENDANCE_MARKS: readonly AttendanceMark[] = ['present', 'absent', 'late', 'excused'];

export const ATTENDANCE_LABELS: Record<AttendanceShown, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
  on_leave: 'On leave',
};

/** A record's shown mark: an absence (absent or excused) covered by approved leave shows as on leave. */
export const shownMark = (record: { status: AttendanceMark; on_leave?: boolean | null }): AttendanceShown =>
  record.on_leave && (record.status === 'absent' || record.status === 'excused') ? 'on_leave' : record.status;

/** Whether a leave covers a student's day: approved, for that student, the date within its first and last day. */
export function leaveCoversDay(
  leave: { status: string; start_date: string; end_date: string; student?: { id: number } | null },
  student: number,
  date: string,
): boolean {
  return leave.status === 'approved' && leave.student?.id === student && leave.start_date <= date && leave.end_date >= date;
}

/** Who may save a section's register: management any section, a teacher only one they are class teacher of. */
export function mayKeepRegister(
  user: { id: number; user_type?: string | null } | null | undefined,
  section: { class_teacher?: { id: number } | null },
): boolean {
  if (!user) return false;
  if (hasAccess(user.user_type, MANAGEMENT_TYPES)) return true;
  return user.user_type === 'teacher' && section.class_teacher?.id === user.id;
}

export const ATTENDANCE_MESSAGES = {
  notYourSection: 'You can only take the register of your own class sections.',
  saved: 'Register saved',
  futureDate: 'Attendance cannot be marked for a future date.',
} as const;
