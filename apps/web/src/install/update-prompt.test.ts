/**
 * The update prompt (issue 29): a new worker waiting while another controls the page is offered with
 * "A new version is ready" and Reload, which asks it to take over and reloads once it has; the first
 * worker of a visit is never offered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register';
import { UPDATE_PROMPT_ID } from './update-prompt';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
}

function fakeContainer(controlled: boolean, waiting?: FakeWorker) {
  const registration = Object.assign(new EventTarget(), { waiting: waiting ?? null, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return { container, registration };
}

const prompt = () => document.getElementById(UPDATE_PROMPT_ID);
const button = (name: string) =>
  [...(prompt()?.querySelectorAll('button') ?? [])].find((element) => element.textContent === name) as HTMLButtonElement;

afterEach(() => prompt()?.remove());

describe('the update prompt', () => {
  it('offers a waiting version, which takes over only on Reload', async () => {
    const waiting = new FakeWorker();
    const { container } = fakeContainer(true, waiting);
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(prompt()?.getAttribute('role')).toBe('status');
    expect(prompt()?.textContent).toContain('A new version is ready.');
    expect(waiting.postMessage).not.toHaveBeenCalled();
    button('Reload').click();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a version found later once installed, and Later puts it away', async () => {
    const { container, registration } = fakeContainer(true);
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(prompt()).toBeNull();
    const installing = new FakeWorker();
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    button('Later').click();
    expect(prompt()).toBeNull();
  });

  it('says nothing of the first worker of a visit', async () => {
    const { container } = fakeContainer(false, new FakeWorker());
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(prompt()).toBeNull();
  });
});
