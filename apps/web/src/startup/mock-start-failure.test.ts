import { getByRole, getByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeMockStartFailure, showMockStartFailure } from './mock-start-failure';

// MSW's own text when the dev server answers the worker's URL with the app's HTML (issue 31).
const MIME_FAILURE = new Error(
  "[MSW] Failed to register the Service Worker:\n\nFailed to register a ServiceWorker for scope ('http://localhost:5173/') with script ('http://localhost:5173/mockServiceWorker.js'): The script has an unsupported MIME type ('text/html').",
);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('when the mock backend cannot start', () => {
  it('names the missing worker script and the command that writes it', () => {
    const { detail, steps } = describeMockStartFailure(MIME_FAILURE, { secure: true, hasServiceWorker: true });
    expect(detail).toContain("unsupported MIME type ('text/html')");
    expect(steps[0]).toContain('npm run generate');
    expect(steps[0]).toContain('npm start');
  });

  it('says service workers need localhost or HTTPS where the page has none', () => {
    const { steps } = describeMockStartFailure(new Error('Service Worker API is not supported'), {
      secure: false,
      hasServiceWorker: false,
    });
    expect(steps[0]).toContain('http://localhost:5173');
    expect(steps.some((step) => step.includes('VITE_API_URL'))).toBe(true);
  });

  it('replaces the blank page with the cause, the steps and a Reload button', () => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    document.body.append(root);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    showMockStartFailure(root, MIME_FAILURE);
    expect(getByRole(root, 'heading', { level: 1, name: 'The mock backend could not start' })).toBeTruthy();
    expect(getByText(root, /unsupported MIME type/)).toBeTruthy();
    expect(getByText(root, /npm run generate/)).toBeTruthy();
    expect(root.hasAttribute('inert')).toBe(false);
    getByRole(root, 'button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledOnce();
    expect(document.title).toBe('The mock backend could not start · Ujuzi');
  });
});
