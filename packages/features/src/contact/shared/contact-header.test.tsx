import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ContactHeader, currentSection } from './contact-header';
import { links } from '../../infra/kit/links';

startMockBackend();

const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Contact management' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the contact area header', () => {
  it('shows an admin every section, the current one marked', () => {
    renderInApp(<ContactHeader title="Inquiries" />, {
      path: '/dashboard/contact/inquiries',
      session: signedInSession('admin'),
    });
    expect(sectionLinks()).toEqual(['Dashboard', 'Inquiries', 'FAQs', 'Categories']);
    const current = within(screen.getByRole('navigation', { name: 'Contact management' })).getByRole('link', {
      current: 'page',
    });
    expect(current.textContent).toBe('Inquiries');
  });

  it('hides Categories from a teacher, as the route table does', () => {
    renderInApp(<ContactHeader title="Contact management" />, {
      path: '/dashboard/contact',
      session: signedInSession('teacher'),
    });
    expect(sectionLinks()).toEqual(['Dashboard', 'Inquiries', 'FAQs']);
  });

  it('leads the breadcrumbs from the dashboard through the area and the trail to the page', () => {
    renderInApp(<ContactHeader title="Fees question" trail={[{ label: 'Inquiries', href: '/dashboard/contact/inquiries' }]} />, {
      path: '/dashboard/contact/inquiries/7',
      session: signedInSession('admin'),
    });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Contact management', '/dashboard/contact'],
      ['Inquiries', '/dashboard/contact/inquiries'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Fees question' })).toBeTruthy();
  });

  it('builds filtered inquiry links with the list operation’s parameter names', () => {
    expect(links.inquiries({ status: 'in_progress', category: 3 })).toBe(
      '/dashboard/contact/inquiries?status=in_progress&category=3',
    );
    expect(links.inquiries()).toBe('/dashboard/contact/inquiries');
    expect(links.inquiry(12)).toBe('/dashboard/contact/inquiries/12');
    expect(currentSection('/dashboard/contact/inquiries/12')).toBe('/dashboard/contact/inquiries');
    expect(currentSection('/dashboard/contact')).toBe('/dashboard/contact');
  });
});
