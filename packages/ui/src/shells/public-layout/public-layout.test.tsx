import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { PublicLayout, type PublicLayoutProps } from './public-layout';
import { SAMPLE_SITE } from './public-layout.fixtures';

// jsdom applies every media query: the inline header nav (from 1024 px) and the menu button (below it)
// both count as hidden here, so those queries pass `hidden: true`; the stories check each viewport.
const hidden = { hidden: true } as const;

function renderPage(props: Partial<PublicLayoutProps> = {}) {
  return renderWithUi(
    <PublicLayout
      currentPath="/courses"
      loggedIn={false}
      onLogout={vi.fn()}
      site={SAMPLE_SITE}
      newsletter={<form aria-label="Newsletter signup" />}
      {...props}
    >
      <h1>Courses</h1>
    </PublicLayout>,
  );
}

const header = () => screen.getByRole('banner');
const linkHref = (container: HTMLElement, name: string) =>
  within(container)
    .getByRole('link', { name, ...hidden })
    .getAttribute('href');

describe('PublicLayout', () => {
  it('links Home, Courses, Articles and About in the header, marking the current page', () => {
    renderPage({ currentPath: '/courses/python-basics' });
    const nav = within(header()).getByRole('navigation', { name: 'Main', ...hidden });
    const links = within(nav).getAllByRole('link', hidden);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Courses', '/courses'],
      ['Articles', '/articles'],
      ['About', '/about'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
  });

  it('offers Login and Get Started when logged out', () => {
    renderPage();
    expect(linkHref(header(), 'Login')).toBe('/login');
    expect(linkHref(header(), 'Get Started')).toBe('/register');
    expect(within(header()).queryByRole('button', { name: 'Logout', ...hidden })).toBeNull();
  });

  it('offers Dashboard and Logout when logged in', async () => {
    const onLogout = vi.fn();
    const { user } = renderPage({ loggedIn: true, onLogout });
    expect(linkHref(header(), 'Dashboard')).toBe('/dashboard');
    expect(within(header()).queryByRole('link', { name: 'Login', ...hidden })).toBeNull();
    await user.click(within(header()).getByRole('button', { name: 'Logout', ...hidden }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('has every footer link of the spec', () => {
    renderPage();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]),
    ).toEqual(
      expect.arrayContaining([
        ['About Us', '/about'],
        ['Courses', '/courses'],
        ['Articles and Blog', '/articles'],
        ['Admissions', '/admissions'],
        ['Latest Articles', '/articles'],
        ['FAQs', '/faq'],
        ['Terms of Service', '/terms'],
        ['Privacy Policy', '/privacy'],
        ['Contact Us', '/contact'],
        ['Terms', '/terms'],
        ['Privacy', '/privacy'],
        ['Cookies', '/cookies'],
        ['Accessibility', '/accessibility'],
      ]),
    );
  });

  it('leaves out the details the school has not set (or that are still loading), and names the school', () => {
    renderPage({ site: { name: 'Ujuzi School of Technology', social: [] } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /^\+254/ })).toBeNull();
    expect(within(footer).queryByRole('link', { name: /^Download for Android/ })).toBeNull();
    expect(within(footer).queryByText('Follow us')).toBeNull();
    expect(within(footer).getByText(/Ujuzi School of Technology\. All rights reserved\./)).toBeTruthy();
  });

  it('shows the Nairobi contact block, social links, trust line, newsletter and Android app', () => {
    renderPage();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Ujuzi, Kilimani, Nairobi, Kenya').closest('address')).not.toBeNull();
    expect(within(footer).getByRole('link', { name: '+254 712 345 678' }).getAttribute('href')).toBe('tel:+254712345678');
    expect(within(footer).getByRole('link', { name: 'hello@ujuzi.example' }).getAttribute('href')).toBe(
      'mailto:hello@ujuzi.example',
    );
    const facebook = within(footer).getByRole('link', { name: /^Facebook/ });
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(footer).getByText('Trusted by 10,000+ learners')).toBeTruthy();
    expect(within(footer).getByRole('form', { name: 'Newsletter signup' })).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: 'Get the Ujuzi app' })).toBeTruthy();
    expect(
      within(footer)
        .getByRole('link', { name: /^Download for Android/ })
        .getAttribute('href'),
    ).toBe(SAMPLE_SITE.androidAppHref);
  });

  it('makes no learners claim when the office states no figure', () => {
    renderPage({ site: { ...SAMPLE_SITE, learnersCount: undefined } });
    expect(within(screen.getByRole('contentinfo')).queryByText(/^Trusted by/)).toBeNull();
  });

  it('has a skip link to the main landmark holding the page', () => {
    renderPage();
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(`#${main.id}`);
    expect(within(main).getByRole('heading', { name: 'Courses' })).toBeTruthy();
  });

  it('opens the links in a drawer on small screens and closes it after navigating', async () => {
    const { user } = renderPage({ loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'Open menu', ...hidden }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses', 'Articles', 'About']);
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    const about = within(nav).getByRole('link', { name: 'About' });
    about.addEventListener('click', (event) => event.preventDefault());
    await act(async () => about.click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  // Focus going back to the button is checked by the MobileMenuKeyboard story: here the button counts as
  // hidden (see above), and focus is never given back to a hidden element.
  it('opens the menu drawer from the menu button with its links and focus inside; Escape closes it', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open menu', ...hidden }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses', 'Articles', 'About', 'Login', 'Get Started']);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
