/** The alumni group: the alumni directory and alumni events. */
import type { AlumniEvent, Alumnus } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { crudHandlers } from '../kit/crud';
import { relationTargetFor } from '../kit/relations';

const isManagement = (userType: string): boolean => userType === 'super_admin' || userType === 'admin';

export function alumniHandlers(): HttpHandler[] {
  return [
    ...crudHandlers<Alumnus>({
      table: (db) => db.alumni.alumni,
      schema: 'Alumnus',
      operations: {
        list: 'listAlumni',
        create: 'createAlumnus',
        get: 'getAlumnus',
        update: 'updateAlumnus',
        partialUpdate: 'partialUpdateAlumnus',
        delete: 'deleteAlumnus',
      },
      search: ['full_name', 'first_name', 'last_name', 'current_employer', 'job_title', 'programme', 'location'],
      ordering: '-graduation_year,last_name',
      // Alumni who keep their profile private are listed to management only.
      visible: (row, { user }) => row.is_public !== false || isManagement(user.user_type),
      filters: {
        location: (row, value) => (row.location ?? '').toLowerCase().includes(value.toLowerCase()),
        current_employer: (row, value) => (row.current_employer ?? '').toLowerCase().includes(value.toLowerCase()),
        course: (row, value) => String(row.course?.id ?? '') === value,
      },
      // Courses belong to the courses domain; its handlers register the `courses` relation target.
      relations: { course: 'courses' },
      validate: (input, existing, { db }) => ({
        email:
          typeof input.email === 'string' &&
          db.alumni.alumni.some(
            (row) => (row.email ?? '').toLowerCase() === String(input.email).toLowerCase() && row.id !== existing?.id,
          )
            ? 'alumnus with this email already exists.'
            : undefined,
        course:
          typeof input.course === 'number' && !relationTargetFor('course', { course: 'courses' })
            ? `Invalid pk "${input.course}" - object does not exist.`
            : undefined,
      }),
      derive: (row) => ({ ...row, full_name: `${row.first_name} ${row.last_name}`.trim() }),
    }),
    ...crudHandlers<AlumniEvent>({
      table: (db) => db.alumni.events,
      schema: 'AlumniEvent',
      operations: {
        list: 'listAlumniEvents',
        create: 'createAlumniEvent',
        get: 'getAlumniEvent',
        update: 'updateAlumniEvent',
        partialUpdate: 'partialUpdateAlumniEvent',
        delete: 'deleteAlumniEvent',
      },
      search: ['title', 'description', 'venue'],
      ordering: 'event_date',
      filters: {
        date_from: (row, value) => row.event_date.slice(0, 10) >= value,
        date_to: (row, value) => row.event_date.slice(0, 10) <= value,
      },
      onCreate: ({ user }) => ({ organizer: user.id, registered_count: 0 }),
      validate: (input, existing) => {
        const start = (input.event_date ?? existing?.event_date) as string | undefined;
        const end = (input.end_date ?? existing?.end_date) as string | null | undefined;
        return start && end && end < start ? { end_date: 'The event must end after it starts.' } : undefined;
      },
      derive: (row) => {
        const deadlinePassed = row.registration_deadline ? new Date(row.registration_deadline).getTime() < Date.now() : false;
        const full = row.max_attendees !== null && row.max_attendees !== undefined && row.registered_count >= row.max_attendees;
        return {
          ...row,
          is_registration_open: row.status === 'upcoming' && row.registration_required && !deadlinePassed && !full,
        };
      },
    }),
  ];
}
