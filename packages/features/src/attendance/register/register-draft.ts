/**
 * Unsaved register marks kept in the tab's sessionStorage, keyed by section and day, so a reload (or a
 * crash of the tab's page) does not lose a half-taken register; a full save or Discard clears them.
 */
import type { AttendanceMark } from '@ujuzi/domain';
import { ATTENDANCE_MARKS } from '@ujuzi/domain';

export type Marks = Record<number, AttendanceMark>;

const keyOf = (sectionId: number, date: string) => `ujuzi.register.${sectionId}.${date}`;

const isMark = (value: unknown): value is AttendanceMark =>
  typeof value === 'string' && (ATTENDANCE_MARKS as readonly string[]).includes(value);

/** The kept marks of the given students that differ from `base`, or null when none do. */
export function readDraft(sectionId: number, date: string, base: Marks): Marks | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.sessionStorage.getItem(keyOf(sectionId, date)) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const draft: Marks = {};
  let differs = false;
  for (const [id, mark] of Object.entries(parsed as Record<string, unknown>)) {
    const student = Number(id);
    if (!(student in base) || !isMark(mark)) continue;
    draft[student] = mark;
    if (base[student] !== mark) differs = true;
  }
  return differs ? draft : null;
}

/** Keeps `marks` when they differ from `base`, forgets them when they do not. */
export function writeDraft(sectionId: number, date: string, marks: Marks, base: Marks): void {
  const key = keyOf(sectionId, date);
  try {
    if (Object.keys(marks).some((id) => base[Number(id)] !== marks[Number(id)]))
      window.sessionStorage.setItem(key, JSON.stringify(marks));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the marks stay on screen, only the reload safety is lost.
  }
}

export function clearDraft(sectionId: number, date: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(sectionId, date));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
