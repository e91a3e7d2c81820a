import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SliceModule from './hydration-slice';
import type { SliceRange } from './hydration-slice';

let slices: typeof SliceModule;

beforeEach(async () => {
  // The mechanism keeps its state in the module: each test starts from a fresh copy.
  vi.resetModules();
  slices = await import('./hydration-slice');
});

/** Records each time its content is rendered (not held back). */
function probe(log: string[]) {
  return function Probe({ name }: { name: string }) {
    log.push(name);
    return <p>{name}</p>;
  };
}

describe('HydrationSlice', () => {
  it('renders its content at once when the app has not turned progressive hydration on', () => {
    const { HydrationSlice } = slices;
    render(
      <HydrationSlice>
        <p>Featured courses</p>
      </HydrationSlice>,
    );
    expect(screen.getByText('Featured courses')).toBeTruthy();
    expect(slices.isHydratingProgressively()).toBe(false);
  });

  it('lets the slices through one at a time, in document order, then says the page is done', async () => {
    const { HydrationSlice, startProgressiveHydration } = slices;
    const log: string[] = [];
    const Probe = probe(log);
    const hydrated = vi.fn();
    startProgressiveHydration(hydrated);
    render(
      <>
        <HydrationSlice>
          <Probe name="header" />
        </HydrationSlice>
        <HydrationSlice>
          <Probe name="hero" />
          <HydrationSlice>
            <Probe name="course card" />
          </HydrationSlice>
        </HydrationSlice>
        <HydrationSlice>
          <Probe name="footer" />
        </HydrationSlice>
      </>,
    );
    // Nothing in the task that started it: the browser gets a turn first.
    expect(log).toEqual([]);
    expect(slices.isHydratingProgressively()).toBe(true);
    await waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    // A nested slice waits for its parent, then for its own turn after the slices already waiting.
    expect(log.filter((name, index) => log.indexOf(name) === index)).toEqual(['header', 'hero', 'footer', 'course card']);
    expect(slices.isHydratingProgressively()).toBe(false);
  });

  it('never holds back a slice rendered after the page finished (a page opened by a link)', async () => {
    const { HydrationSlice, startProgressiveHydration } = slices;
    const hydrated = vi.fn();
    startProgressiveHydration(hydrated);
    await waitFor(() => expect(hydrated).toHaveBeenCalled());
    act(() => {
      render(
        <HydrationSlice>
          <p>Next page</p>
        </HydrationSlice>,
      );
    });
    expect(screen.getByText('Next page')).toBeTruthy();
  });

  it('pauses each slice once while prerendering, so that the renderer marks its HTML', async () => {
    const { HydrationSlice, markHydrationSlices } = slices;
    markHydrationSlices();
    render(
      <HydrationSlice>
        <p>Prerendered section</p>
      </HydrationSlice>,
    );
    // React shows the boundary's empty fallback during the pause; the renderer used by the prerender
    // (preact-render-to-string) waits for it and wraps the HTML in <!--$s-->…<!--/$s--> instead.
    expect(screen.queryByText('Prerendered section')).toBeNull();
    expect(await screen.findByText('Prerendered section')).toBeTruthy();
  });
});

describe('readSliceRanges', () => {
  it("finds a prerendered page's slices, nested as on the page, and ignores a marker left unclosed", () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<!--$s--><header>Ujuzi</header><!--/$s-->' +
      '<main><!--$s--><section>Courses<!--$s--><article>Python</article><!--/$s--><!--$s--><article>Kotlin</article><!--/$s--></section><!--/$s--></main>' +
      '<!--$s--><footer>© Ujuzi';
    const ranges = slices.readSliceRanges(root);
    const text = (range: SliceRange) => range.start.nextSibling?.textContent;
    expect(ranges.map(text)).toEqual(['Ujuzi', 'CoursesPythonKotlin']);
    expect(ranges[1]?.children.map(text)).toEqual(['Python', 'Kotlin']);
    expect(ranges[0]?.children).toEqual([]);
  });
});
