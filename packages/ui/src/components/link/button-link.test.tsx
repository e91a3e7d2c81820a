import { screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { ButtonLink } from './button-link';
import type { RouterLinkProps } from './link-context';

const received: RouterLinkProps[] = [];
const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, state, onClick, ...rest }, ref) {
  // Stands in for react-router's <Link to state>: records what the router would be given.
  received.push({ href, state });
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

describe('ButtonLink', () => {
  it("is a link through the app's router, with the router state for the next screen", async () => {
    const onClick = vi.fn();
    const { user } = renderWithUi(
      <ButtonLink
        href="/dashboard/playground"
        state={{ code: 'print(1)' }}
        onClick={onClick}
        aria-label="Try it in the playground"
      >
        Try it
      </ButtonLink>,
      { provider: { linkComponent: RouterLink } },
    );
    const link = screen.getByRole('link', { name: 'Try it in the playground' });
    expect(link.getAttribute('href')).toBe('/dashboard/playground');
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(received.at(-1)).toEqual({ href: '/dashboard/playground', state: { code: 'print(1)' } });
    await user.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps its icons out of its name, and a plain anchor drops the router state', () => {
    renderWithUi(
      <ButtonLink href="/courses" icon={<svg data-testid="start" />} endIcon="→" state={{ from: 'home' }}>
        Browse courses
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Browse courses' });
    expect(link.hasAttribute('state')).toBe(false);
    expect(screen.getByTestId('start').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
