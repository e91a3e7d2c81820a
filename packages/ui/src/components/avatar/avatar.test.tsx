import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinBaseUrl } from '../../asset-url';
import { UiProvider } from '../../provider';
import { renderWithUi } from '../../test-utils';
import { Avatar, type AvatarProps } from './avatar';

const PICTURE = 'https://cdn.example.com/wanjiku.jpg';

const pictureOf = (container: HTMLElement) => container.querySelector('img');
const imageSrc = (container: HTMLElement) => pictureOf(container)?.getAttribute('src');
const initialsOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-part=fallback]');

/** What a user sees: the picture, or the initials. */
function shown(container: HTMLElement): 'picture' | 'initials' {
  const picture = pictureOf(container);
  const fallback = initialsOf(container);
  const pictureShown = !!picture && !picture.hidden;
  // Exactly one of them is visible at a time.
  expect(pictureShown).toBe(!!fallback?.hidden);
  return pictureShown ? 'picture' : 'initials';
}

/** Makes a server-rendered <img> look as the browser leaves it once it has loaded (or failed) before React runs. */
function settle(image: HTMLImageElement, loaded: boolean) {
  const size = loaded ? 80 : 0;
  Object.defineProperties(image, {
    complete: { value: true },
    naturalWidth: { value: size },
    naturalHeight: { value: size },
  });
}

describe('Avatar', () => {
  it('is an image named after the person, with initials as the fallback', () => {
    const { container } = renderWithUi(<Avatar name="Wanjiku Kamau" />);
    expect(screen.getByRole('img', { name: 'Wanjiku Kamau' })).toBeTruthy();
    expect(screen.getByText('WK')).toBeTruthy();
    expect(pictureOf(container)).toBeNull();
    expect(shown(container)).toBe('initials');
  });

  it('uses single-name initials', () => {
    renderWithUi(<Avatar name="otieno" />);
    expect(screen.getByText('O')).toBeTruthy();
  });

  it('shows the initials while the picture loads, then the picture', async () => {
    const { container } = renderWithUi(<Avatar name="Wanjiku Kamau" src={PICTURE} />);
    expect(shown(container)).toBe('initials');
    fireEvent.load(pictureOf(container) as HTMLImageElement);
    await waitFor(() => expect(shown(container)).toBe('picture'));
    // The picture is part of the named image, not a second one to read.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Wanjiku Kamau' })).toBeTruthy();
  });

  it('keeps the initials when the picture fails to load, never a broken picture', async () => {
    const { container } = renderWithUi(<Avatar name="Wanjiku Kamau" src={PICTURE} />);
    fireEvent.error(pictureOf(container) as HTMLImageElement);
    await act(async () => {});
    expect(shown(container)).toBe('initials');
    expect(screen.getByText('WK')).toBeTruthy();
  });

  it('shows the initials again until a new picture loads, and when the picture is removed', async () => {
    const { container, rerender } = renderWithUi(<Avatar name="Wanjiku Kamau" src={PICTURE} />);
    fireEvent.load(pictureOf(container) as HTMLImageElement);
    await waitFor(() => expect(shown(container)).toBe('picture'));
    const wrap = (element: ReactElement) => <UiProvider>{element}</UiProvider>;
    rerender(wrap(<Avatar name="Wanjiku Kamau" src="https://cdn.example.com/new.jpg" />));
    await act(async () => {});
    expect(shown(container)).toBe('initials');
    fireEvent.load(pictureOf(container) as HTMLImageElement);
    await waitFor(() => expect(shown(container)).toBe('picture'));
    rerender(wrap(<Avatar name="Wanjiku Kamau" src={null} />));
    await waitFor(() => expect(shown(container)).toBe('initials'));
  });

  it('keeps absolute picture URLs as they are', () => {
    const { container } = renderWithUi(<Avatar name="A B" src="https://cdn.example.com/a.jpg" resolveUrl={() => 'wrong'} />);
    expect(imageSrc(container)).toBe('https://cdn.example.com/a.jpg');
  });

  it('resolves server-relative paths with the prop, else with UiProvider', () => {
    const { container, unmount } = renderWithUi(
      <Avatar name="A B" src="/media/a.jpg" resolveUrl={joinBaseUrl('https://api.ujuzi.example/')} />,
    );
    expect(imageSrc(container)).toBe('https://api.ujuzi.example/media/a.jpg');
    unmount();
    const second = renderWithUi(<Avatar name="A B" src="media/b.jpg" />, {
      provider: { resolveAssetUrl: joinBaseUrl('https://api.ujuzi.example') },
    });
    expect(imageSrc(second.container)).toBe('https://api.ujuzi.example/media/b.jpg');
  });

  it('hides from screen readers when decorative', async () => {
    const { container } = renderWithUi(<Avatar name="Wanjiku Kamau" src={PICTURE} decorative />);
    fireEvent.load(pictureOf(container) as HTMLImageElement);
    await waitFor(() => expect(shown(container)).toBe('picture'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden=true] img')).not.toBeNull();
  });

  it('caps its badge at 9 and reads the real count', () => {
    renderWithUi(<Avatar name="Wanjiku Kamau" badgeCount={23} />);
    expect(screen.getByText('9')).toBeTruthy();
    expect(screen.getByText('23 unread notifications')).toBeTruthy();
  });

  it.each(['sm', 'md', '2xl'] as const)('draws size %s with the avatar recipe', (size) => {
    const { container } = renderWithUi(<Avatar name="Wanjiku Kamau" size={size} />);
    const root = container.querySelector<HTMLElement>('.chakra-avatar__root');
    expect(root?.dataset.part).toBe('root');
    const sizes = { sm: '2.25rem', md: '2.5rem', '2xl': '4rem' };
    expect(getComputedStyle(root as HTMLElement).getPropertyValue('--avatar-size')).toBe(sizes[size]);
  });
});

/**
 * The prerender's server side: Node with no DOM (a child process, through tsx, as in
 * theme/register-recipes.server.test.tsx). The HTML is kept as the prerender puts it in #root: without
 * emotion's inline <style> elements and the hoisted preload <link>s, which go to the page's head.
 */
const SERVER_CASES = {
  'without a picture': { name: 'Wanjiku Kamau', badgeCount: 2 },
  'with a picture': { name: 'Wanjiku Kamau', src: PICTURE, badgeCount: 2 },
} satisfies Record<string, AvatarProps>;
type ServerCase = keyof typeof SERVER_CASES;

const SERVER_SCRIPT = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from './src/provider.tsx';
import { Avatar } from './src/components/avatar/avatar.tsx';
const cases = JSON.parse(process.argv[1]);
const html = Object.fromEntries(Object.entries(cases).map(([key, props]) => [
  key,
  renderToString(h(UiProvider, { forcedColorMode: 'light' }, h(Avatar, props))),
]));
console.log(JSON.stringify(html));
`;

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('Avatar on a prerendered page', () => {
  const server = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT, JSON.stringify(SERVER_CASES)],
    { cwd: packageRoot, encoding: 'utf8', timeout: 60_000 },
  );
  const serverHtml = (server.status === 0 ? JSON.parse(server.stdout) : {}) as Partial<Record<ServerCase, string>>;
  const rootHtml = (key: ServerCase) =>
    (serverHtml[key] ?? '').replace(/<style data-emotion[^>]*>[\s\S]*?<\/style>/g, '').replace(/^(<link [^>]*>)+/, '');

  const errors = vi.spyOn(console, 'error');
  afterEach(() => errors.mockClear());

  /** Puts the server's HTML in a page, lets the browser settle the picture, then hydrates it. */
  async function hydrate(key: ServerCase, picture?: 'loaded' | 'failed') {
    const container = document.createElement('div');
    container.innerHTML = rootHtml(key);
    document.body.append(container);
    const image = pictureOf(container);
    if (picture && image) settle(image, picture === 'loaded');
    const recoverable = vi.fn();
    const app = (
      <UiProvider forcedColorMode="light">
        <Avatar {...SERVER_CASES[key]} />
      </UiProvider>
    );
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
    return { container, recoverable, unmount: () => act(() => root.unmount()) };
  }

  it('renders on the server, showing the initials; the picture is hidden until it loads', () => {
    expect(server.stderr).not.toMatch(/Error/);
    expect(server.status).toBe(0);
    const container = document.createElement('div');
    container.innerHTML = rootHtml('with a picture');
    expect(shown(container)).toBe('initials');
    expect(imageSrc(container)).toBe(PICTURE);
    expect(container.querySelector('[role=img][aria-label="Wanjiku Kamau"]')?.textContent).toContain('WK');
  });

  it.each([
    ['without a picture', 'no picture', undefined, 'initials'],
    ['with a picture', 'the picture still loading', undefined, 'initials'],
    ['with a picture', 'the picture loaded before hydration', 'loaded', 'picture'],
    ['with a picture', 'the picture failed before hydration', 'failed', 'initials'],
  ] as const)('hydrates the server HTML without a mismatch: %s, %s', async (key, _, picture, expected) => {
    const { container, recoverable, unmount } = await hydrate(key, picture);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(shown(container)).toBe(expected);
    if (key === 'with a picture' && !picture) {
      fireEvent.load(pictureOf(container) as HTMLImageElement);
      await waitFor(() => expect(shown(container)).toBe('picture'));
    }
    await unmount();
    container.remove();
  });
});
