/**
 * The dashboard screen kit: forms from the contract, list pages, detail pages with actions, and
 * charts. Screens import from here; packages/features/README.md shows how to build each kind.
 */
export * from './lists';
export * from './details';
export { EntityLink, type EntityLinkProps } from './shared/entity-link';
export { lazyPart, type LazyPart } from './shared/lazy-part';
export { RouteNotFound } from './shared/route-not-found';
export { useCourseOptions } from './shared/course-options';
export { LockedNotice, useCourseAccess, useCourseBySlug, type CourseAccessState } from './shared/course-access';
export { ProseHtml } from './shared/prose-html';
export { RubricScoreTable, type RubricScoreRow } from './shared/rubric/rubric-score-table';
export { QueryCard, type CardQuery, type QueryCardProps } from './shared/query-card';
export { QueryState, isEmptyData, type QueryStateProps, type StateQuery } from './shared/query-state';
export { QrPublicProfile, type QrPublicProfileProps } from './shared/qr-public-profile';
export {
  SLUG_PARAM,
  SLUG_PARAMS,
  parseRouteParams,
  useRouteParams,
  type RouteParamRule,
  type RouteParamRules,
  type RouteParams,
  type RouteParamsOptions,
} from './shared/route-params';
export { useSearchParams } from './shared/search-params';
export { RouteParamsBoundary, RouteParamsError } from './shared/route-params-boundary';
export { PageHeader, type Crumb, type PageHeaderProps, type SectionLinks } from './shared/page-header';
export { AreaHeader, DASHBOARD_CRUMB, sectionOf, useAreaSections, type Area, type AreaHeaderProps } from './shared/area-header';
export * from './charts';
export * from './forms';
export { links, type CourseSection, type Links, type ListFilters } from './links';
export { FamilyLinks, refreshFamily, type FamilyLinksProps, type FamilySide } from './shared/family/family-links';
