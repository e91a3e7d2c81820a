/** The course-authoring screens inside the dashboard shell for stories, at a URL, signed in as a role. */
import type { UserType } from '@ujuzi/domain';
import type { ReactElement } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { DashboardShell } from '../../shell/dashboard-shell';

/** Where a screen went after saving: the course page (built elsewhere) as a plain landing. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

export function CourseStoryScreen({
  role,
  path,
  routePath,
  element,
}: {
  role: UserType;
  path: string;
  /** The screen's route under /dashboard ('courses/:id/edit'). */
  routePath: string;
  element: ReactElement;
}) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path={routePath} element={element} />
          <Route path="*" element={<Landed />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}
