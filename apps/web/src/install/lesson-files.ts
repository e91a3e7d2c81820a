/**
 * Lesson attachments kept for offline (issue 29, item 2): "Keep for offline" on a course's lessons puts
 * its attachments (within the size limit) in the Cache API under `LESSON_FILES_CACHE`; the service
 * worker answers them from there first, so a kept file opens (a link, a download, a new tab) with no
 * network. Attachments are media files (`/media/…`, the API's MEDIA_URL, on any origin); a media file
 * that was not kept goes to the network as before, and nothing is added to the cache here.
 * Kept apart from sw.ts, with its cache passed in, so its matching and answering can be unit-tested.
 */

/** The Cache API cache "Keep for offline" fills (features' learning/lessons/keep-offline.tsx). */
export const LESSON_FILES_CACHE = 'ujuzi-lesson-files';

/** Whether a request may be a kept lesson file: a GET (or opening it in a tab) of a media file. */
export function isLessonFileRequest(request: Pick<Request, 'method'>, url: URL): boolean {
  return request.method === 'GET' && url.pathname.startsWith('/media/');
}

/** Cache first: the kept copy when there is one (whatever the network), else the network. */
export async function answerLessonFile(
  request: Request,
  storage: Pick<CacheStorage, 'open'>,
  network: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  const kept = await (await storage.open(LESSON_FILES_CACHE)).match(request, { ignoreVary: true });
  return kept ?? network(request);
}
