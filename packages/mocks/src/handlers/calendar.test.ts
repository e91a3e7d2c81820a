import type { CalendarEvent } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const titles = async (as: 'student' | 'parent' | 'teacher') =>
  (await call<TestPage<CalendarEvent>>('GET', '/academics/calendar/', { as, query: { page_size: 100 } })).body.results.map(
    (event) => event.audience,
  );

describe('the school calendar', () => {
  it('shows each user the events meant for their audience; staff see all', async () => {
    expect(new Set(await titles('student'))).toEqual(new Set(['all', 'students']));
    expect(new Set(await titles('parent'))).toEqual(new Set(['all', 'parents', 'students']));
    expect(await titles('teacher')).toContain('teachers');
  });

  it('lets staff create an event a student then reads; a student may not write', async () => {
    const body = {
      title: 'Cloud workshop',
      event_type: 'workshop',
      start_date: '2026-11-12T09:00:00+03:00',
      end_date: '2026-11-12T12:00:00+03:00',
      audience: 'students',
    };
    const created = await call<CalendarEvent>('POST', '/academics/calendar/', { as: 'teacher', body });
    expect(created.status).toBe(201);
    expect((await call('GET', `/academics/calendar/${created.body.id}/`, { as: 'student' })).status).toBe(200);
    expect((await call('POST', '/academics/calendar/', { as: 'student', body })).status).toBe(403);
    const staffOnly = await call<CalendarEvent>('PATCH', `/academics/calendar/${created.body.id}/`, {
      as: 'admin',
      body: { audience: 'staff' },
    });
    expect(staffOnly.body.audience).toBe('staff');
    expect((await call('GET', `/academics/calendar/${created.body.id}/`, { as: 'student' })).status).toBe(404);
  });

  it('refuses an event that ends before it starts', async () => {
    const refused = await call<Record<string, unknown>>('POST', '/academics/calendar/', {
      as: 'admin',
      body: { title: 'Backwards', event_type: 'other', start_date: '2026-11-12T09:00:00Z', end_date: '2026-11-11T09:00:00Z' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('end_date');
  });
});

describe('academic years and terms', () => {
  it('keeps a year that has terms, deletes an empty one (the contract: 400 otherwise)', async () => {
    const current = (await call<{ id: number }>('GET', '/core/academic-years/current/', { as: 'admin' })).body.id;
    const refused = await call<{ detail: string }>('DELETE', `/core/academic-years/${current}/`, { as: 'admin' });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('has terms');
    const empty = await call<{ id: number }>('POST', '/core/academic-years/', {
      as: 'admin',
      body: { name: '2030', start_date: '2030-01-07', end_date: '2030-11-22' },
    });
    expect((await call('DELETE', `/core/academic-years/${empty.body.id}/`, { as: 'admin' })).status).toBe(204);
    expect((await call('DELETE', `/core/academic-years/${current}/`, { as: 'teacher' })).status).toBe(403);
  });

  it('keeps a term with timetables', async () => {
    const term = (await call<{ id: number }>('GET', '/core/academic-terms/current/', { as: 'admin' })).body.id;
    expect((await call('DELETE', `/core/academic-terms/${term}/`, { as: 'admin' })).status).toBe(400);
  });
});
