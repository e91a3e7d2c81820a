/** The `placeholder` area: routes whose screens are not built yet show their titled page. */
export { CurrentRoutePage } from './infra/routing/current-route-page';
export { RoutePage, type RoutePageProps } from './infra/routing/route-page';
