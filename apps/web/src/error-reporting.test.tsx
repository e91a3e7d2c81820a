import { render, screen } from '@testing-library/react';
import { UiProvider } from '@ujuzi/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError, scrub, setErrorReporter, type ErrorReport } from './error-reporting';
import { RouteErrorBoundary } from './route-error';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setErrorReporter(null);
  vi.restoreAllMocks();
});

function StaffPage(): never {
  throw new Error('Could not read jane.doe@ujuzi.ac.ke (Token 9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc, +254 712 345 678)');
}

describe('errors caught by the route boundaries', () => {
  it('are reported with the route pattern, never the URL, tokens or personal data', async () => {
    const reports: ErrorReport[] = [];
    setErrorReporter((report) => reports.push(report));
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/dashboard/staff/jane.doe']}>
          <Routes>
            <Route
              path="/dashboard/staff/:slug"
              element={
                <RouteErrorBoundary pattern="/dashboard/staff/:slug">
                  <StaffPage />
                </RouteErrorBoundary>
              }
            />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.pattern).toBe('/dashboard/staff/:slug');
    expect(report?.name).toBe('Error');
    expect(report?.message).toBe('Could not read [e-mail] (Token [redacted], [number])');
    const everything = JSON.stringify(report);
    for (const secret of ['jane.doe', '9f8e7d6c5b4a', '712 345 678']) expect(everything).not.toContain(secret);
    // The console gets it too, in production as in development.
    expect(consoleError).toHaveBeenCalledWith('[ujuzi] /dashboard/staff/:slug failed:', expect.any(Error));
  });

  it('go to the console even with no reporter, and a failing reporter changes nothing', () => {
    reportCaughtError(new TypeError('x is undefined'), { pattern: '' });
    expect(consoleError).toHaveBeenCalledWith('[ujuzi] (app frame) failed:', expect.any(TypeError));
    setErrorReporter(() => {
      throw new Error('monitoring is down');
    });
    expect(() => reportCaughtError(new Error('boom'), { pattern: '/dashboard' })).not.toThrow();
  });

  it('scrub leaves ordinary texts alone', () => {
    expect(scrub("Cannot read properties of undefined (reading 'title')")).toBe(
      "Cannot read properties of undefined (reading 'title')",
    );
    expect(scrub('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
  });
});
