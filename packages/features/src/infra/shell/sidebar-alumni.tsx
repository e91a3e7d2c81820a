/** The sidebar's Alumni section (issue 26): the alumni directory and alumni events, for everyone signed in. */
import { Handshake } from 'lucide-react';
import { links } from '../kit/links';
import type { EntrySpec } from './sidebar-sections';

export const ALUMNI_SECTION: EntrySpec = {
  id: 'alumni',
  label: 'Alumni',
  icon: <Handshake />,
  children: [
    { id: 'alumni-directory', label: 'Alumni Directory', href: links.alumni() },
    { id: 'alumni-events', label: 'Alumni Events', href: links.alumniEvents() },
  ],
};
