import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '@ujuzi/mocks';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { AdmissionsPage } from '../admissions/admissions-page';
import { AccessibilityPage } from './accessibility-page';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

startMockBackend();

describe.each<[string, string, ComponentType, string]>([
  ['/terms', 'Terms of service', TermsPage, 'laws of Kenya'],
  ['/privacy', 'Privacy policy', PrivacyPage, 'Data Protection Act, 2019'],
  ['/cookies', 'Cookie policy', CookiesPage, 'Data Protection Act, 2019'],
])('%s', (path, title, Page, mention) => {
  it(`is titled “${title}”, lists its sections and says what Kenyan law applies`, () => {
    renderInApp(<Page />, { path, routePath: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://ujuzi.ac.ke${path}`);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).not.toBeNull();
    expect(document.body.textContent).toContain(mention);
  });
});

describe('the terms of service', () => {
  it('name the school and its address as the office keeps them, and promise no refund window no setting holds', async () => {
    const primary = getMockDatabase().contact.info.find((entry) => entry.is_primary);
    renderInApp(<TermsPage />, { path: '/terms', routePath: '/terms' });
    const agreement = screen.getByRole('region', { name: '1. Who we are and this agreement' });
    expect(await within(agreement).findByText(new RegExp(must(primary, 'the primary contact entry').address))).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d+ days|\d+%/);
    expect(document.body.textContent).toContain('You can ask for a refund of a payment from your dashboard.');
  });
});

describe('the privacy policy', () => {
  it('names the data subject rights and the ODPC', () => {
    renderInApp(<PrivacyPage />, { path: '/privacy', routePath: '/privacy' });
    expect(document.body.textContent).toContain('Office of the Data Protection Commissioner');
    expect(screen.getByRole('heading', { name: '7. Your rights' })).toBeTruthy();
  });
});

describe('the admissions page', () => {
  it('explains how to apply, who can join, fees and bursaries', () => {
    renderInApp(<AdmissionsPage />, { path: '/admissions', routePath: '/admissions' });
    for (const name of ['How to apply', 'Who can join', 'Fees and ways to pay', 'Bursaries and scholarships'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'How to apply' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('makes no discount, bursary or refund-window promise the data does not hold (the course pages show the plans)', () => {
    renderInApp(<AdmissionsPage />, { path: '/admissions', routePath: '/admissions' });
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\d+ ?%/);
    expect(text).not.toMatch(/within \d+ days/);
    // No intake months, age limits, grades or interviews that no setting holds.
    expect(text).not.toMatch(/January|May|September|aged \d+|KCSE|interview/);
    expect(within(screen.getByRole('region', { name: 'Fees and ways to pay' })).getByText(/payment plans/)).toBeTruthy();
  });
});

describe('the accessibility statement', () => {
  it('names WCAG 2.2 AA, what the automated checks cover, and how to report a barrier', () => {
    renderInApp(<AccessibilityPage />, { path: '/accessibility', routePath: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ujuzi.ac.ke/accessibility');
    const text = document.body.textContent ?? '';
    expect(text).toContain('WCAG) 2.2 at level AA');
    expect(text).toContain('axe');
    expect(text).toContain('keyboard');
    const report = screen.getByRole('region', { name: '5. Report a barrier' });
    expect(within(report).getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    expect(report.textContent).toContain('“Accessibility”');
  });
});
