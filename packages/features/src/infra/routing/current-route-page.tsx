/** The titled page of the current route (the `placeholder` area's screen). */
import { useLocation } from 'react-router-dom';
import { RoutePage } from './route-page';

export function CurrentRoutePage() {
  const { pathname } = useLocation();
  return <RoutePage pathname={pathname} />;
}
