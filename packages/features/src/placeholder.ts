/** The `placeholder` area: routes whose screens are not built yet show their titled page. */
export { CurrentRoutePage } from './routing/current-route-page';
export { RoutePage, type RoutePageProps } from './routing/route-page';
