/**
 * The head of every communications screen: breadcrumbs, the page's <h1>, a line under it, actions and
 * the area's sections (Announcements, Messages, Notifications, Send,
 * E-mail templates, E-mail logs, Contact-us, Settings), each shown only where the
 * viewer's role may open it (the route guard's own rule).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area, type Crumb, links } from '../../infra/kit';

const COMMUNICATIONS: Area = {
  label: 'Communications',
  sections: [
    { label: 'Announcements', href: links.announcements() },
    { label: 'Messages', href: links.messages() },
    { label: 'Notifications', href: links.notifications() },
    { label: 'Send', href: links.sendNotification() },
    { label: 'E-mail templates', href: links.emailTemplates() },
    { label: 'E-mail logs', href: links.emailLogs() },
    { label: 'Contact-us', href: links.contactMessages() },
    { label: 'Settings', href: links.communicationSettings() },
  ],
};

export interface CommunicationsHeaderProps {
  title: string;
  description?: ReactNode;
  /** Pages between the dashboard and this page. */
  trail?: readonly Crumb[];
  actions?: ReactNode;
}

export function CommunicationsHeader(props: CommunicationsHeaderProps) {
  return <AreaHeader area={COMMUNICATIONS} {...props} />;
}
