/**
 * jsdom lacks a few browser APIs that Chakra (Ark/zag) and react-aria call.
 *
 * The files share one jsdom page and one module cache per worker (`isolate: false`: evaluating Chakra, zag and
 * CodeMirror once per worker instead of once per file saves about two minutes). This file runs again before
 * each test file, so it makes every file start as on a fresh page: the package's own modules evaluated anew
 * (their module state: toaster, on-demand chunks, recipe registry), and after each test no DOM, storage,
 * page attributes, URL or fake clock left behind.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Our own modules only: node_modules are loaded natively and stay shared, which is the point.
vi.resetModules();
const initialUrl = window.location.href;

// Lazy parts (charts, dialogs, toasts) load their chunk on first use; on two shared CI cores running two
// test workers and a browser, that took over the default 1 s. Wait up to 5 s, as the screens' tests do.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // Portals, toasts' regions and whatever an overlay left (scroll lock, colour mode on <html>).
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  window.history.replaceState(null, '', initialUrl);
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
const NO_ANIMATION = Symbol.for('ujuzi.test.no-animation');
// Wrapped once per worker, not once per file.
const computeStyle = window.getComputedStyle.bind(window);
if (!(NO_ANIMATION in window.getComputedStyle))
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
Object.assign(window.getComputedStyle, { [NO_ANIMATION]: true });

// jsdom runs animation frames (and its focus fix-up) from one Node interval, created on first need with
// whatever setInterval is global at that moment. Created while a test had fake timers, it died with them, and
// no frame ever ran again on this page: every overlay after such a file stayed open. Keep a real one running.
const FRAMES = Symbol.for('ujuzi.test.frames');
const page = window as unknown as Record<symbol, boolean>;
if (!page[FRAMES]) {
  page[FRAMES] = true;
  const frame = window.requestAnimationFrame.bind(window);
  const loop = () => frame(loop);
  loop();
}
