/**
 * The head of every gradebook screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the
 * gradebook's sections the viewer may open (course grades, rubrics and the peer-review overview for
 * staff; a learner's own grades and reviews).
 */
import { isStaff } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';
import { useSession } from '../../infra/session/session-context';

// Staff and learners move between different sections (a teacher's route access also covers a
// learner's pages, which hold nothing for them).
const STAFF_GRADEBOOK: Area = {
  label: 'Gradebook',
  sections: [
    { label: 'Course grades', href: links.gradebook() },
    { label: 'Rubrics', href: links.rubrics() },
    { label: 'Peer reviews', href: links.peerReviews() },
  ],
};
const LEARNER_GRADEBOOK: Area = {
  label: 'Gradebook',
  sections: [
    { label: 'My course grades', href: links.myGrades() },
    { label: 'My peer reviews', href: links.myReviews() },
  ],
};

export const GRADEBOOK_CRUMB: Crumb = { label: 'Course grades', href: links.gradebook() };
export const MY_GRADES_CRUMB: Crumb = { label: 'My course grades', href: links.myGrades() };
export const RUBRICS_CRUMB: Crumb = { label: 'Rubrics', href: links.rubrics() };
export const PEER_REVIEWS_CRUMB: Crumb = { label: 'Peer reviews', href: links.peerReviews() };
export const MY_REVIEWS_CRUMB: Crumb = { label: 'My peer reviews', href: links.myReviews() };

export interface GradebookHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The section this page belongs to. */
  current?: string;
}

export function GradebookHeader(props: GradebookHeaderProps) {
  const { user } = useSession();
  return <AreaHeader area={isStaff(user?.user_type) ? STAFF_GRADEBOOK : LEARNER_GRADEBOOK} {...props} />;
}
