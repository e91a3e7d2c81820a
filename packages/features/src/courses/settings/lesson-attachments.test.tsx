import { screen } from '@testing-library/react';
import type { Lesson } from '@ujuzi/api';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { LessonAttachments } from './lesson-attachments';

startMockBackend();

describe('a lesson’s attachments', { timeout: 40_000 }, () => {
  it('refuses a file over 50 MB with its size and the limit', async () => {
    const row = must(
      getMockDatabase().courses.lessons.find(() => true),
      'a lesson',
    );
    const { user } = renderInApp(<LessonAttachments lesson={row as unknown as Lesson} />, {
      path: '/dashboard/courses/x/settings',
      session: signedInSession('admin'),
    });
    const input = screen.getByLabelText(/^Upload attachments/, { selector: 'input' }) as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(51 * 1024 * 1024)], 'lecture.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('"lecture.mp4" is 51 MB. The maximum size is 50 MB.')).toBeTruthy();
  });
});
