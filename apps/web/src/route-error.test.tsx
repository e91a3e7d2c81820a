import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '@ujuzi/ui';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';
import { PageLoadTimeoutError } from './routing/lazy-page';

beforeEach(() => {
  // React and the router log every caught render error: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/elsewhere')}>
      Go elsewhere
    </button>
  );
}

/** A route whose screen throws `failure` until `healed` says otherwise. */
function renderFailing(failure: () => Error, pattern: string) {
  let healed = false;
  function Screen() {
    if (!healed) throw failure();
    return <h1>The page</h1>;
  }
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route
            path="/page"
            element={
              <RouteErrorBoundary pattern={pattern}>
                <Screen />
              </RouteErrorBoundary>
            }
          />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
        <GoElsewhere />
      </MemoryRouter>
    </UiProvider>,
  );
  return { heal: () => (healed = true) };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-1a2b.js');

describe('the route error boundary', () => {
  it('offers Retry on a failed page download and shows the page once it loads', async () => {
    const { heal } = renderFailing(chunkError, '/page-a');
    expect(screen.getByRole('heading', { name: 'Page Loading Error' })).toBeTruthy();
    expect(screen.getByText('There was an error loading this page. This is usually temporary.')).toBeTruthy();
    heal();
    await act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('reloads the page after three failed retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailing(() => new PageLoadTimeoutError(), '/page-b');
    for (let attempt = 1; attempt <= 3; attempt += 1) await act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Multiple loading attempts failed. The page will reload automatically.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows any other failure as an error with a way on, never a blank page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailing(() => new Error('x is undefined'), '/page-c');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
    await act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('clears the error when the person goes to another page', async () => {
    renderFailing(() => new Error('x is undefined'), '/page-d');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await act(() => screen.getByRole('button', { name: 'Go elsewhere' }).click());
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
