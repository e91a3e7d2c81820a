/**
 * "Keep for offline" on a course's lessons (issue 29, item 2): the size is shown before anything is
 * downloaded — the lessons' text and code as read (their JSON's bytes) plus the attachments of at most
 * `ATTACHMENT_LIMIT_BYTES` each. Keeping reads each lesson's attachment list into the query cache (the
 * app's persister keeps it with the lessons) and stores those files in the Cache API ('ujuzi-lesson-files')
 * for the service worker to answer offline. The lessons themselves are already kept once read.
 */
import { HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, PaginatedLessonAttachmentList } from '@ujuzi/api';
import {
  getListCourseLessonsQueryKey,
  getListLessonAttachmentsQueryKey,
  listLessonAttachments,
  useListLessonAttachments,
} from '@ujuzi/api/hooks';
import { formatFileSize } from '@ujuzi/domain';
import { Badge, Button, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { COURSE_LESSONS_PARAMS, type CourseOutline } from '../shared';

export const ATTACHMENT_LIMIT_BYTES = 5 * 1024 * 1024;
export const LESSON_FILES_CACHE = 'ujuzi-lesson-files';
const KEPT_KEY = 'ujuzi-kept-courses';
const LESSON_ATTACHMENTS_PARAMS = { page_size: 50 } as const;

const keptCourses = (): number[] => {
  try {
    return JSON.parse(localStorage.getItem(KEPT_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};

/** The bytes a course costs offline: its lessons' JSON and the attachments within the limit. */
export function keptBytes(lessonsPayload: unknown, attachments: readonly { file_size: number }[]): number {
  const text = new Blob([JSON.stringify(lessonsPayload ?? null)]).size;
  return (
    text + attachments.filter((file) => file.file_size <= ATTACHMENT_LIMIT_BYTES).reduce((sum, file) => sum + file.file_size, 0)
  );
}

export function KeepOffline({ course, outline }: { course: Course; outline: CourseOutline }) {
  const queryClient = useQueryClient();
  const attachments = useListLessonAttachments({ course: course.id, page_size: 100 });
  const [state, setState] = useState<'idle' | 'keeping' | 'kept'>(() => (keptCourses().includes(course.id) ? 'kept' : 'idle'));
  const files = attachments.data?.results ?? [];
  const bytes = keptBytes(queryClient.getQueryData(getListCourseLessonsQueryKey(course.id, COURSE_LESSONS_PARAMS)), files);
  // The size is said only once it is known (attachments included).
  if (attachments.isPending) return null;
  if (state === 'kept') return <Badge tone="success">{`Kept for offline · ${formatFileSize(bytes)}`}</Badge>;
  const keep = async () => {
    setState('keeping');
    try {
      await Promise.all(
        outline.ordered.map((lesson) => {
          const params = { lesson: lesson.id, ...LESSON_ATTACHMENTS_PARAMS };
          return queryClient.prefetchQuery({
            queryKey: getListLessonAttachmentsQueryKey(params),
            queryFn: ({ signal }): Promise<PaginatedLessonAttachmentList> => listLessonAttachments(params, { signal }),
          });
        }),
      );
      if (typeof caches !== 'undefined') {
        const cache = await caches.open(LESSON_FILES_CACHE);
        const wanted = files.filter((file) => file.is_downloadable && file.file && file.file_size <= ATTACHMENT_LIMIT_BYTES);
        // A file that cannot be fetched (another site without CORS) is skipped, not a failure of the rest.
        await Promise.all(wanted.map((file) => cache.add(file.file).catch(() => undefined)));
      }
      localStorage.setItem(KEPT_KEY, JSON.stringify([...new Set([...keptCourses(), course.id])]));
      setState('kept');
      toast.success('Kept for offline', `${outline.total} lessons of ${course.title} open with no network.`);
    } catch {
      setState('idle');
      toast.error('Could not keep the course', 'Check the connection and try again.');
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" loading={state === 'keeping'} loadingText="Keeping…" onClick={() => void keep()}>
        {`Keep for offline (${formatFileSize(bytes)})`}
      </Button>
      {files.some((file) => file.file_size > ATTACHMENT_LIMIT_BYTES) ? (
        <Text textStyle="sm" color="fg.muted">
          {`Attachments over ${formatFileSize(ATTACHMENT_LIMIT_BYTES)} stay online.`}
        </Text>
      ) : null}
    </HStack>
  );
}
