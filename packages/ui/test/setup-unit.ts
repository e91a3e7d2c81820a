/** jsdom lacks a few browser APIs that Chakra (Ark/zag) and react-aria call. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy parts (charts, dialogs, toasts) load their chunk on first use; on two shared CI cores running two
// test workers and a browser, that took over the default 1 s. Wait up to 5 s, as the screens' tests do.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;

// jsdom applies Chakra's CSS but never runs animations, so no `animationend` would ever fire and
// closing overlays would stay mounted. Report no animation, as a browser with reduced motion would.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => {
  const style = computeStyle(element, pseudo);
  return new Proxy(style, {
    get(target, property) {
      if (property === 'animationName') return 'none';
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};
