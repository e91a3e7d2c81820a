/** Study resources: CRUD (files and links) and the list by type. */
import type { LearningPublishToggleResult, StudyResource, StudyResourcesByType } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { managesCourse } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent } from '../kit/respond';
import { listPage } from '../kit/list';
import { uniqueSlug, STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { StudyResourceRow } from '../db/learning';
import { isStaff } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { userSummaryById } from '../db/accounts';

const TYPE_LABELS: Record<StudyResource['resource_type'], string> = {
  document: 'Documents',
  video: 'Videos',
  audio: 'Audio',
  link: 'Links',
  code_sample: 'Code samples',
  presentation: 'Presentations',
  ebook: 'E-books',
  cheat_sheet: 'Cheat sheets',
  other: 'Other',
};

// ---------------------------------------------------------------------------------------------
// Study resources.
function presentResource(db: MockDatabase, row: StudyResourceRow, withMetadata: boolean): StudyResource {
  const { created_by, metadata, ...rest } = row;
  return {
    ...rest,
    course_title: row.course ? (db.courses.courses.get(row.course)?.title ?? null) : null,
    created_by: userSummaryById(db, created_by),
    metadata: withMetadata ? metadata : null,
  };
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function writeResource(context: AuthedContext, existing?: StudyResourceRow): Promise<Response> {
  const input = await context.body<Record<string, unknown>>();
  if (input instanceof Response) return input;
  const type = (input.resource_type ?? existing?.resource_type) as StudyResource['resource_type'];
  const courseId = input.course !== undefined ? (input.course as number | null) : (existing?.course ?? null);
  if (courseId !== null && !context.db.courses.courses.get(courseId))
    return fieldErrors({ course: `Invalid pk "${courseId}" - object does not exist.` });
  if (
    courseId !== null &&
    !managesCourse(context.user, context.db.courses.courses.get(courseId)) &&
    context.user.user_type === 'teacher'
  )
    return context.deny();
  const upload = input.file instanceof Blob ? input.file : undefined;
  const url = input.url !== undefined ? (input.url as string | null) : (existing?.url ?? null);
  if (type === 'link' && !url) return fieldErrors({ url: 'A link resource needs a URL.' });
  if (type !== 'link' && !url && !upload && !existing?.file) return fieldErrors({ file: 'Upload a file or give a URL.' });
  const title = (input.title as string | undefined) ?? existing?.title ?? 'Resource';
  const name = upload instanceof File ? upload.name : 'resource.pdf';
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? 'pdf') : 'pdf';
  const stamp = nowIso();
  const fields: Omit<StudyResourceRow, 'id' | 'created_at' | 'created_by' | 'view_count' | 'download_count'> = {
    title,
    slug: existing && input.title === undefined ? existing.slug : uniqueSlug(context.db.learning.resources, title, existing?.id),
    description: (input.description as string | undefined) ?? existing?.description ?? '',
    resource_type: type,
    course: courseId,
    url,
    file: upload ? `/media/resources/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${extension}` : (existing?.file ?? null),
    programming_language:
      input.programming_language !== undefined
        ? (input.programming_language as StudyResource['programming_language'])
        : (existing?.programming_language ?? null),
    tags: Array.isArray(input.tags) ? input.tags.map(String) : (existing?.tags ?? []),
    is_published: (input.is_published as boolean | undefined) ?? existing?.is_published ?? false,
    metadata: upload
      ? {
          mime_type: MIME[extension] ?? upload.type ?? 'application/octet-stream',
          file_size_bytes: upload.size,
          page_count: extension === 'pdf' ? 1 : null,
          duration_seconds: null,
          estimated_minutes: 10,
          language: 'en',
          thumbnail: null,
        }
      : (existing?.metadata ?? {
          mime_type: type === 'link' ? 'text/html' : null,
          file_size_bytes: null,
          page_count: null,
          duration_seconds: null,
          estimated_minutes: 10,
          language: 'en',
          thumbnail: null,
        }),
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.learning.resources.update(existing.id, fields) ?? existing)
    : context.db.learning.resources.insert({
        ...fields,
        created_by: context.user.id,
        view_count: 0,
        download_count: 0,
        created_at: stamp,
      });
  const answer = presentResource(context.db, stored, true);
  return existing ? json<StudyResource>(answer) : created<StudyResource>(answer);
}

export function resourceHandlers(): HttpHandler[] {
  const visible = (context: AuthedContext, row: StudyResourceRow): boolean => row.is_published || isStaff(context.user);
  const find = (context: AuthedContext): StudyResourceRow | undefined => {
    const row = context.db.learning.resources.get(context.id());
    return row && visible(context, row) ? row : undefined;
  };
  return [
    route('listStudyResources', (context) => {
      const metadata = context.query.get('include_metadata') === 'true';
      const rows = context.db.learning.resources
        .filter((row) => visible(context, row))
        .map((row) => presentResource(context.db, row, metadata));
      return json(
        listPage(context, rows, {
          search: ['title', 'description', 'tags', 'course_title'],
          ordering: '-created_at',
          ignore: ['include_metadata'],
        }),
      );
    }),
    route('createStudyResource', (context) => writeResource(context), { roles: STAFF }),
    route('getStudyResource', (context) => {
      const row = find(context);
      if (!row) return notFound();
      const viewed = context.db.learning.resources.update(row.id, { view_count: (row.view_count ?? 0) + 1 }) ?? row;
      return json<StudyResource>(presentResource(context.db, viewed, true));
    }),
    ...(['updateStudyResource', 'partialUpdateStudyResource'] as const).map((operationId) =>
      route(operationId, withRow(find, writeResource), { roles: STAFF }),
    ),
    route(
      'deleteStudyResource',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        context.db.learning.resources.remove(row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route('listStudyResourcesByType', (context) => {
      const type = context.query.get('type');
      if (type && !(type in TYPE_LABELS))
        return fieldErrors({ type: `Select a valid choice. ${type} is not one of the available choices.` });
      const course = context.query.get('course');
      const metadata = context.query.get('include_metadata') === 'true';
      const rows = context.db.learning.resources.filter(
        (row) => visible(context, row) && (!course || String(row.course) === course) && (!type || row.resource_type === type),
      );
      const groups = (Object.keys(TYPE_LABELS) as StudyResource['resource_type'][])
        .map((resourceType) => {
          const resources = rows
            .filter((row) => row.resource_type === resourceType)
            .map((row) => presentResource(context.db, row, metadata));
          return { resource_type: resourceType, label: TYPE_LABELS[resourceType], count: resources.length, resources };
        })
        .filter((group) => group.count > 0);
      return json<StudyResourcesByType>({ total: rows.length, groups });
    }),
    route(
      'toggleStudyResourcePublished',
      (context) => {
        const row = context.db.learning.resources.get(context.id());
        if (!row) return notFound();
        const updated =
          context.db.learning.resources.update(row.id, { is_published: !row.is_published, updated_at: nowIso() }) ?? row;
        return json<LearningPublishToggleResult>({
          id: row.id,
          is_published: updated.is_published,
          message: updated.is_published ? 'Resource published.' : 'Resource unpublished.',
        });
      },
      { roles: STAFF },
    ),
  ];
}
