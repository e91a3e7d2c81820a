/**
 * The sidebar's Gradebook section (issue 32): course grades, rubrics and the peer-review overview for
 * staff; a learner's own grades and the reviews assigned to them (the route table decides who sees which).
 */
import { ClipboardCheck } from 'lucide-react';
import { links } from '../kit/links';
import type { EntrySpec } from './sidebar-sections';

export const GRADEBOOK_SECTION: EntrySpec = {
  id: 'gradebook',
  label: 'Gradebook',
  icon: <ClipboardCheck />,
  children: [
    { id: 'gradebook-grades', label: 'Course Grades', href: links.gradebook() },
    { id: 'gradebook-my-grades', label: 'My Course Grades', href: links.myGrades(), only: ['student', 'parent'] },
    { id: 'gradebook-rubrics', label: 'Rubrics', href: links.rubrics() },
    { id: 'gradebook-peer-reviews', label: 'Peer Reviews', href: links.peerReviews() },
    { id: 'gradebook-my-reviews', label: 'My Peer Reviews', href: links.myReviews(), only: ['student'] },
  ],
};
