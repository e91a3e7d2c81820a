/**
 * Kept lesson files (issue 29): the worker answers a media file kept by "Keep for offline" from its cache
 * with no network, and any other media file from the network; requests that are not media files are not
 * its business.
 */
import { describe, expect, it, vi } from 'vitest';
import { LESSON_FILES_CACHE, answerLessonFile, isLessonFileRequest } from './lesson-files';

const NOTES = 'https://ujuzi.test/media/attachments/react/notes.pdf';

function fakeCaches(kept: Record<string, string>) {
  const open = vi.fn((name: string) =>
    Promise.resolve({
      match: (request: Request) =>
        Promise.resolve(name === LESSON_FILES_CACHE && request.url in kept ? new Response(kept[request.url]) : undefined),
    } as unknown as Cache),
  );
  return { open };
}

describe('kept lesson files in the service worker', () => {
  it('matches media files only, read with GET', () => {
    expect(isLessonFileRequest({ method: 'GET' }, new URL(NOTES))).toBe(true);
    expect(isLessonFileRequest({ method: 'GET' }, new URL('https://api.ujuzi.test/media/attachments/x.pdf'))).toBe(true);
    expect(isLessonFileRequest({ method: 'POST' }, new URL(NOTES))).toBe(false);
    expect(isLessonFileRequest({ method: 'GET' }, new URL('https://ujuzi.test/api/v1/lessons/3/'))).toBe(false);
    expect(isLessonFileRequest({ method: 'GET' }, new URL('https://ujuzi.test/assets/index-abc.js'))).toBe(false);
  });

  it('answers a kept file from the cache with no network, and a file not kept from the network', async () => {
    const storage = fakeCaches({ [NOTES]: 'the notes' });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const kept = await answerLessonFile(new Request(NOTES), storage, offline);
    expect(await kept.text()).toBe('the notes');
    expect(offline).not.toHaveBeenCalled();

    const online = vi.fn(() => Promise.resolve(new Response('from the network')));
    const other = await answerLessonFile(new Request('https://ujuzi.test/media/attachments/react/workbook.pdf'), storage, online);
    expect(await other.text()).toBe('from the network');
    await expect(
      answerLessonFile(new Request('https://ujuzi.test/media/attachments/react/workbook.pdf'), storage, offline),
    ).rejects.toThrow('Failed to fetch');
  });
});
