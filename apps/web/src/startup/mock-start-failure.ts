/**
 * What the page says when the built-in mock backend cannot start (issue 31): before this, a missing
 * or refused service worker left every page blank with the cause only in the console. Written with
 * the DOM alone: nothing else of the app (React, the design system) has loaded at that point.
 */

/** Why the worker failed, in the words a developer acts on, and what to run. */
export function describeMockStartFailure(error: unknown, context: { secure: boolean; hasServiceWorker: boolean }) {
  const detail = error instanceof Error ? error.message : String(error);
  const steps: string[] = [];
  if (!context.hasServiceWorker || !context.secure)
    steps.push(
      'Service workers run only on http://localhost or over HTTPS (and not in some private windows): open the app at http://localhost:5173.',
    );
  if (/mime type|404|not found|failed to register/i.test(detail) || steps.length === 0)
    steps.push(
      'The worker script (apps/web/public/mockServiceWorker.js) is written by `npm run generate`: stop the server, run `npm start` again (it generates first), then reload.',
    );
  steps.push(
    'Or run the app against a real API: `VITE_API_URL=https://api.example.com/api npm start` (README, "Pointing the app at a real API").',
  );
  return { title: 'The mock backend could not start', detail, steps };
}

/** Replaces the page's content with the failure and a Reload button. */
export function showMockStartFailure(root: HTMLElement, error: unknown): void {
  const { title, detail, steps } = describeMockStartFailure(error, {
    secure: window.isSecureContext,
    hasServiceWorker: 'serviceWorker' in navigator,
  });
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style?: string) => {
    const node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  };
  const main = element(
    'main',
    undefined,
    'max-width:40rem;margin:3rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;color:#1a202c;overflow-wrap:anywhere',
  );
  main.id = 'main-content';
  main.append(
    element('h1', title, 'font-size:1.5rem;margin:0 0 1rem'),
    element('p', 'The app runs on a built-in mock backend in a service worker when no VITE_API_URL is set. The browser said:'),
    element(
      'pre',
      detail,
      'white-space:pre-wrap;overflow-wrap:anywhere;background:#f7fafc;border:1px solid #cbd5e0;border-radius:6px;padding:0.75rem;font-size:0.875rem',
    ),
    element('h2', 'What to do', 'font-size:1.125rem;margin:1.5rem 0 0.5rem'),
  );
  const list = element('ol');
  for (const step of steps) list.append(element('li', step));
  const reload = element('button', 'Reload', 'margin-top:1rem;padding:0.5rem 1rem;font:inherit;cursor:pointer');
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());
  main.append(list, reload);
  root.removeAttribute('inert');
  root.replaceChildren(main);
  document.title = `${title} · Ujuzi`;
}
