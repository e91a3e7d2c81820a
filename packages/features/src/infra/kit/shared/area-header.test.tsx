import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../../test/app-harness';
import { AreaHeader, sectionOf, type Area } from './area-header';

startMockBackend();

const FINANCE: Area = {
  label: 'Finance',
  sections: [
    { label: 'Invoices', href: '/dashboard/finance/invoices' },
    { label: 'Fee collection', href: '/dashboard/finance/fee-collection' },
    { label: 'Expenses', href: '/dashboard/finance/expenses' },
  ],
};

describe('an area’s header', () => {
  it('shows the sections the role may open, the one the address lies under marked as current', () => {
    renderInApp(<AreaHeader area={FINANCE} title="Invoice INV-7" trail={FINANCE.sections.slice(0, 1)} />, {
      path: '/dashboard/finance/invoices/7',
      session: signedInSession('accountant'),
    });
    const nav = within(screen.getByRole('navigation', { name: 'Finance' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Invoices', 'Fee collection', 'Expenses']);
    expect(nav.getByRole('link', { current: 'page' }).textContent).toBe('Invoices');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Invoices']);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-7' })).toBeTruthy();
  });

  it('shows no section links to a role with one section to move between (a learner’s invoices)', () => {
    renderInApp(<AreaHeader area={FINANCE} title="My invoices" />, {
      path: '/dashboard/finance/invoices',
      session: signedInSession('student'),
    });
    expect(screen.queryByRole('navigation', { name: 'Finance' })).toBeNull();
  });

  it('finds the section of an address by the longest section path it lies under', () => {
    const sections = [
      { label: 'Overview', href: '/dashboard/newsletter' },
      { label: 'Newsletters', href: '/dashboard/newsletter/newsletters' },
    ];
    expect(sectionOf(sections, '/dashboard/newsletter/newsletters/4/edit')).toBe('/dashboard/newsletter/newsletters');
    expect(sectionOf(sections, '/dashboard/newsletter')).toBe('/dashboard/newsletter');
    expect(sectionOf(sections, '/dashboard/newsletters-old')).toBeUndefined();
  });
});
