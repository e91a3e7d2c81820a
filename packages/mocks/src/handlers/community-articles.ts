/** Articles (draft → pending → published, with moderation) and their comments. */
import type { CommunityArticle, CommunityArticleRequest, CommunityRejectRequest } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  tagFilter,
  categorySlugFilter,
  visibleIn,
  rejectArticle,
  publishArticle,
  likeRoute,
  forgetTargets,
  communityPage,
  categoryError,
  canEdit,
  bookmarkRoute,
} from './community-shared';
import type { Filter } from '../kit/list';
import {
  articleUrl,
  canSeeArticle,
  type ArticleRow,
  sanitiseHtml,
  readingTime,
  presentArticle,
  plainText,
  normaliseTags,
  isModerator,
  excerptOf,
} from '../db/community';
import type { MockDatabase } from '../db/database';
import { nowIso } from '../db/time';
import { STAFF, uniqueSlug } from '../kit/crud';
import { fieldErrors, json, notFound, created, noContent, detail } from '../kit/respond';
import { type AuthedContext, route, publicRoute } from '../kit/route';
import { withRow } from '../kit/row-lookup';
import { comments } from './community-threads';
import { queryErrors } from './contact-shared';

export const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const articleFilters: Record<string, Filter<CommunityArticle>> = { tag: tagFilter, category_slug: categorySlugFilter };
export const visibleArticle = visibleIn((db) => db.community.articles, canSeeArticle);

// ---------------------------------------------------------------------------------------------
// Articles and comments.
type ArticleInput = Partial<Omit<CommunityArticleRequest, 'featured_image'>> & { featured_image?: unknown };

function imageErrors(image: unknown): Record<string, string> | undefined {
  if (image === undefined || image === null || image === '') return undefined;
  if (!(image instanceof Blob))
    return { featured_image: 'The submitted data was not a file. Check the encoding type on the form.' };
  if (!IMAGE_TYPES[image.type] || image.size > MAX_IMAGE_BYTES)
    return { featured_image: 'Upload a JPEG, PNG or WebP image of at most 5 MB.' };
  return undefined;
}

/** Where an uploaded cover image is served from (server-relative, as the spec allows). */
const imagePath = (slug: string, image: Blob): string =>
  `/media/community/articles/${slug}-${Date.now().toString(36)}.${IMAGE_TYPES[image.type] ?? 'jpg'}`;

function articleInputErrors(db: MockDatabase, input: ArticleInput): Record<string, string> {
  const errors: Record<string, string> = { ...categoryError(db, input.category), ...imageErrors(input.featured_image) };
  if (input.title !== undefined && input.title.trim().length < 5) errors.title = 'Ensure this field has at least 5 characters.';
  if (input.content !== undefined && plainText(input.content) === '') errors.content = 'This field may not be blank.';
  return errors;
}

export function articleHandlers(): HttpHandler[] {
  const write = async (context: AuthedContext, row: ArticleRow): Promise<Response> => {
    const { db, user } = context;
    if (!canEdit(user, row.author)) return context.deny();
    const input = await context.body<ArticleInput>();
    if (input instanceof Response) return input;
    const errors = articleInputErrors(db, input);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const content = input.content !== undefined ? sanitiseHtml(input.content) : row.content;
    const excerpt = input.excerpt !== undefined ? input.excerpt.trim() || excerptOf(content) : row.excerpt;
    const updated =
      db.community.articles.update(row.id, {
        ...(input.title !== undefined ? { title: input.title.trim() } : {}),
        content,
        excerpt,
        reading_time_minutes: readingTime(content),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.tags !== undefined ? { tags: normaliseTags(input.tags) } : {}),
        ...(input.featured_image instanceof Blob ? { featured_image: imagePath(row.slug, input.featured_image) } : {}),
        ...(isModerator(user) && input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
        ...(row.status === 'rejected' ? { status: 'draft' as const, rejection_reason: null } : {}),
        updated_at: nowIso(),
      }) ?? row;
    return json<CommunityArticle>(presentArticle(db, updated, user.id));
  };
  const moderated = (
    operationId: string,
    decide: (context: AuthedContext, row: ArticleRow) => Promise<Response> | Response,
  ): HttpHandler =>
    route(
      operationId,
      (context) => {
        const row = context.db.community.articles.get(context.id());
        return row ? decide(context, row) : notFound();
      },
      { roles: STAFF },
    );

  return [
    publicRoute('listCommunityArticles', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.articles
        .filter((row) => canSeeArticle(row, context.user))
        .map((row) => presentArticle(context.db, row, context.user?.id));
      return json(
        communityPage(context, rows, {
          search: ['title', 'excerpt', 'content', 'tags'],
          ordering: '-published_at',
          filters: articleFilters,
        }),
      );
    }),
    route('createCommunityArticle', async (context) => {
      const { db, user } = context;
      const input = await context.body<ArticleInput & { title: string; content: string }>();
      if (input instanceof Response) return input;
      const errors = articleInputErrors(db, input);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const stamp = nowIso();
      const title = input.title.trim();
      const slug = uniqueSlug(db.community.articles, title);
      const content = sanitiseHtml(input.content);
      const row = db.community.articles.insert({
        slug,
        title,
        excerpt: input.excerpt?.trim() || excerptOf(content),
        content,
        featured_image: input.featured_image instanceof Blob ? imagePath(slug, input.featured_image) : null,
        category: input.category ?? null,
        author: user.id,
        tags: normaliseTags(input.tags),
        status: 'draft',
        rejection_reason: null,
        is_featured: isModerator(user) && (input.is_featured ?? false),
        reading_time_minutes: readingTime(content),
        views_count: 0,
        published_at: null,
        submitted_at: null,
        created_at: stamp,
        updated_at: stamp,
      });
      return created<CommunityArticle>(presentArticle(db, row, user.id));
    }),
    publicRoute('getCommunityArticle', (context) => {
      const row = visibleArticle(context);
      if (!row) return notFound();
      const viewed =
        row.author === context.user?.id
          ? row
          : (context.db.community.articles.update(row.id, { views_count: row.views_count + 1 }) ?? row);
      return json<CommunityArticle>(presentArticle(context.db, viewed, context.user?.id));
    }),
    ...(['updateCommunityArticle', 'partialUpdateCommunityArticle'] as const).map((operationId) =>
      route(operationId, withRow(visibleArticle, write)),
    ),
    route('deleteCommunityArticle', (context) => {
      const { db } = context;
      const row = visibleArticle(context);
      if (!row) return notFound();
      if (!canEdit(context.user, row.author)) return context.deny();
      comments.removeUnder(db, row.id);
      forgetTargets(db, 'article', new Set([row.id]));
      db.community.articles.remove(row.id);
      return noContent();
    }),
    route('listMyCommunityArticles', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.articles
        .filter((row) => row.author === context.user.id)
        .map((row) => presentArticle(context.db, row, context.user.id));
      return json(communityPage(context, rows, { search: ['title', 'excerpt', 'content', 'tags'], ordering: '-updated_at' }));
    }),
    publicRoute('listFeaturedCommunityArticles', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.articles
        .filter((row) => row.status === 'published' && row.is_featured)
        .map((row) => presentArticle(context.db, row, context.user?.id));
      return json(communityPage(context, rows, { ordering: '-published_at', filters: articleFilters }));
    }),
    likeRoute('likeCommunityArticle', {
      type: 'article',
      find: visibleArticle,
      target: (row) => ({ author: row.author, title: row.title, url: articleUrl(row), slug: row.slug }),
      refuse: (row, action) =>
        row.status !== 'published' && action === 'like' ? detail(400, 'Only published articles can be liked.') : undefined,
    }),
    bookmarkRoute('bookmarkCommunityArticle', 'article', visibleArticle),
    route('publishCommunityArticle', (context) => {
      const { db, user } = context;
      const row = visibleArticle(context);
      if (!row) return notFound();
      if (!canEdit(user, row.author)) return context.deny();
      if (row.status === 'published') return detail(400, 'This article is already published.');
      if (row.status === 'pending') return detail(400, 'This article is already waiting for a moderator.');
      if (isModerator(user)) return json<CommunityArticle>(presentArticle(db, publishArticle(db, row, user), user.id));
      const stamp = nowIso();
      const pending =
        db.community.articles.update(row.id, {
          status: 'pending',
          submitted_at: stamp,
          rejection_reason: null,
          updated_at: stamp,
        }) ?? row;
      return json<CommunityArticle>(presentArticle(db, pending, user.id));
    }),
    route('unpublishCommunityArticle', (context) => {
      const { db, user } = context;
      const row = visibleArticle(context);
      if (!row) return notFound();
      if (!canEdit(user, row.author)) return context.deny();
      if (row.status !== 'published' && row.status !== 'pending')
        return detail(400, `A ${row.status} article cannot be unpublished.`);
      const draft = db.community.articles.update(row.id, { status: 'draft', updated_at: nowIso() }) ?? row;
      return json<CommunityArticle>(presentArticle(db, draft, user.id));
    }),
    moderated('approveCommunityArticle', (context, row) => {
      if (row.status !== 'pending') return detail(400, `Only pending articles can be approved; this one is ${row.status}.`);
      return json<CommunityArticle>(presentArticle(context.db, publishArticle(context.db, row, context.user), context.user.id));
    }),
    moderated('rejectCommunityArticle', async (context, row) => {
      const input = await context.body<CommunityRejectRequest>();
      if (input instanceof Response) return input;
      if (row.status !== 'pending') return detail(400, `Only pending articles can be rejected; this one is ${row.status}.`);
      return json<CommunityArticle>(
        presentArticle(context.db, rejectArticle(context.db, row, context.user, input.reason), context.user.id),
      );
    }),
    ...comments.handlers(),
  ];
}
