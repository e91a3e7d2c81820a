/**
 * The community group: categories here; topics, articles, threads (replies and comments), members and
 * discovery in the community-* modules beside it. Moderators are staff (super_admin, admin, teacher);
 * authors edit their own content.
 */
import type { CommunityCategory } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { presentCategory, presentTopic } from '../db/community';
import { crudHandlers, MANAGEMENT } from '../kit/crud';
import { detail, json, notFound } from '../kit/respond';
import { publicRoute, route } from '../kit/route';
import { queryErrors } from './contact-shared';
import { communityPage, topicList } from './community-shared';
import { topicHandlers } from './community-topics';
import { articleHandlers } from './community-articles';
import { discoveryHandlers, memberHandlers } from './community-members';

// ---------------------------------------------------------------------------------------------
// Categories.

function categoryHandlers(): HttpHandler[] {
  return [
    publicRoute('listCommunityCategories', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const manager = !!context.user && MANAGEMENT.includes(context.user.user_type);
      const rows = context.db.community.categories
        .filter((row) => manager || row.is_active)
        .map((row) => presentCategory(context.db, row));
      // Only management may filter on is_active; everyone else sees active categories whatever they ask.
      return json(
        communityPage(context, rows, {
          search: ['name', 'description'],
          ordering: 'order,name',
          filters: manager ? {} : { is_active: () => true },
        }),
      );
    }),
    publicRoute('getCommunityCategory', (context) => {
      const row = context.db.community.categories.get(context.id());
      const manager = !!context.user && MANAGEMENT.includes(context.user.user_type);
      return row && (row.is_active || manager) ? json<CommunityCategory>(presentCategory(context.db, row)) : notFound();
    }),
    ...crudHandlers<CommunityCategory>({
      table: (db) => db.community.categories,
      schema: 'CommunityCategory',
      operations: {
        create: 'createCommunityCategory',
        update: 'updateCommunityCategory',
        partialUpdate: 'partialUpdateCommunityCategory',
        delete: 'deleteCommunityCategory',
      },
      validate: (input, existing, { db }) =>
        typeof input.slug === 'string' &&
        input.slug !== '' &&
        db.community.categories.find((row) => row.slug === input.slug && row.id !== existing?.id)
          ? { slug: 'community category with this slug already exists.' }
          : undefined,
      derive: (row, { db }) => presentCategory(db, row),
      beforeDelete: (row, { db }) =>
        db.community.topics.some((topic) => topic.category === row.id) ||
        db.community.articles.some((article) => article.category === row.id)
          ? detail(400, 'This category still holds topics or articles and cannot be deleted; deactivate it instead.')
          : undefined,
    }),
    route('listCommunityCategoryTopics', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const category = context.db.community.categories.get(context.id());
      if (!category || (!category.is_active && !MANAGEMENT.includes(context.user.user_type))) return notFound();
      const rows = context.db.community.topics
        .filter((row) => row.category === category.id && row.status === 'approved')
        .map((row) => presentTopic(context.db, row, context.user.id));
      return json(communityPage(context, rows, topicList));
    }),
  ];
}

export function communityHandlers(): HttpHandler[] {
  return [...categoryHandlers(), ...topicHandlers(), ...articleHandlers(), ...memberHandlers(), ...discoveryHandlers()];
}
