import { screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Link, isExternalHref } from './link';
import type { RouterLinkProps } from './link-context';

const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, onClick, ...rest }, ref) {
  // Stands in for react-router's <Link to>: it navigates in-app instead of loading the page.
  return (
    <a
      ref={ref}
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    />
  );
});

describe('Link', () => {
  it("renders in-app links through the app's router link", async () => {
    const onClick = vi.fn();
    const { user } = renderWithUi(
      <Link href="/courses" onClick={onClick}>
        Courses
      </Link>,
      { provider: { linkComponent: RouterLink } },
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.getAttribute('href')).toBe('/courses');
    await user.click(link);
    expect(onClick).toHaveBeenCalled();
  });

  it('renders through an `as` component when given one', () => {
    const NavLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function NavLink(props, ref) {
      return <a ref={ref} aria-current="page" {...props} />;
    });
    renderWithUi(
      <Link href="/dashboard" as={NavLink}>
        Dashboard
      </Link>,
      { provider: { linkComponent: RouterLink } },
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.hasAttribute('data-router-link')).toBe(false);
  });

  it('falls back to a plain anchor without a router', () => {
    renderWithUi(<Link href="/about">About</Link>);
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('opens external links in a new tab with rel noopener noreferrer and says so', () => {
    renderWithUi(<Link href="https://github.com/ujuzi">GitHub</Link>, { provider: { linkComponent: RouterLink } });
    const link = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('data-router-link')).toBe(false);
  });

  it('keeps extra rel values and can force a new tab for a path', () => {
    renderWithUi(
      <Link href="/certificate/verify/abc" external rel="nofollow">
        Verify
      </Link>,
    );
    expect(screen.getByRole('link', { name: /Verify/ }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('leaves mailto: and tel: links to the browser', () => {
    renderWithUi(<Link href="tel:+254700000000">Call us</Link>, { provider: { linkComponent: RouterLink } });
    const link = screen.getByRole('link', { name: 'Call us' });
    expect(link.hasAttribute('data-router-link')).toBe(false);
    expect(link.getAttribute('target')).toBeNull();
  });

  it.each([
    ['https://ujuzi.example', true],
    ['//cdn.example.com/x', true],
    ['/dashboard', false],
    ['mailto:a@b.c', false],
  ])('isExternalHref(%s) is %s', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});
