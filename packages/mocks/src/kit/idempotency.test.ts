import type { LessonCompletionResult, Lesson } from '@ujuzi/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';
import { forgetIdempotencyKeys } from './idempotency';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

describe('idempotency keys', () => {
  beforeEach(() => forgetIdempotencyKeys());

  it('records a completion sent twice with one key once, and answers the repeat with the first answer', async () => {
    const course = getMockDatabase().courses.courses.find((row) => row.slug === 'javascript-fundamentals');
    const lessons = await call<TestPage<Lesson>>('GET', `/courses/courses/${course?.id}/lessons/`, { as: 'student' });
    const lesson = lessons.body.results.find((row) => !row.is_completed);
    const send = (key: string) =>
      call<LessonCompletionResult>('POST', `/courses/lessons/${lesson?.id}/mark_complete/`, {
        as: 'student',
        body: { time_spent_seconds: 45 },
        headers: { 'Idempotency-Key': key },
      });
    const first = await send('k-1');
    const repeat = await send('k-1');
    expect(first.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.body.already_completed).toBe(false);
    // A new key is a new write: the server adds its time to the completion it already has.
    const other = await send('k-2');
    expect(other.body).toMatchObject({ already_completed: true });
    expect(other.body.completion.time_spent_seconds).toBe(90);
  });

  it('posts a topic reply once however often it is sent with its key', async () => {
    const topic = getMockDatabase().community.topics.find((row) => row.title.includes('M-Pesa Daraja sandbox'));
    const before = getMockDatabase().community.replies.size;
    for (let attempt = 0; attempt < 3; attempt++)
      await call('POST', `/community/topics/${topic?.id}/replies/`, {
        as: 'teacher',
        body: { content: '<p>Written on the train</p>', parent: null },
        headers: { 'Idempotency-Key': 'reply-1' },
      });
    expect(getMockDatabase().community.replies.size).toBe(before + 1);
  });
});
