import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

/** The router's navigate, for the tests to drive history like the browser's buttons would. */
const router: { navigate: NavigateFunction } = { navigate: () => undefined };
const navigateTo = async (to: string | number) => {
  await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
};

function Harness() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return (
    <>
      <ScrollRestoration />
      <h2 id="curriculum">Curriculum</h2>
      <Link to="/b">b</Link>
    </>
  );
}

/** jsdom does not lay pages out: a tall page and a window that records where it was scrolled to. */
function fakeScrolling() {
  let y = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, top: number) => {
    y = top;
    void x;
  }) as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  return {
    scrollBy(top: number) {
      y = top;
      window.dispatchEvent(new Event('scroll'));
    },
    get y() {
      return y;
    },
  };
}

beforeEach(() => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(performance.now());
    return 0;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('scroll positions across navigation', () => {
  it('starts a new page at the top and returns to the old position on Back', async () => {
    const page = fakeScrolling();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Harness />
      </MemoryRouter>,
    );
    act(() => page.scrollBy(1_200));
    await act(() => navigateTo('/b'));
    expect(page.y).toBe(0);
    act(() => page.scrollBy(300));
    await act(() => navigateTo(-1));
    expect(page.y).toBe(1_200);
    await act(() => navigateTo(1));
    expect(page.y).toBe(300);
  });

  it('scrolls to the #anchor a link names', async () => {
    fakeScrolling();
    const scrollIntoView = vi.fn();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Harness />
      </MemoryRouter>,
    );
    const heading = document.getElementById('curriculum');
    if (!heading) throw new Error('the harness renders #curriculum');
    heading.scrollIntoView = scrollIntoView;
    await act(() => navigateTo('/a#curriculum'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('keeps positions for reloads, but not for the entry a document was opened at', async () => {
    const page = fakeScrolling();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Harness />
      </MemoryRouter>,
    );
    act(() => page.scrollBy(500));
    await act(() => navigateTo('/b'));
    act(() => page.scrollBy(700));
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('ujuzi:scroll-positions') ?? '{}') as Record<string, number>;
    // The page left last is kept; the first page's position (key 'default' in every new document) is not.
    expect(Object.values(stored)).toContain(700);
    expect(Object.values(stored)).not.toContain(500);
    expect(Object.keys(stored)).not.toContain('default');
  });
});
