/** jsdom lacks a few browser APIs that Chakra (Ark/zag) and react-aria call; screens' component tests need them. */
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

// Test files share one document per worker (isolate: false): patch it once, not once per file.
const patched = window as Window & { ujuziTestDom?: true };
if (!patched.ujuziTestDom) {
  patched.ujuziTestDom = true;

  // jsdom never runs animations, so no `animationend` fires and closing overlays would stay mounted.
  // Report no animation, as a browser with reduced motion would.
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

  // jsdom runs animation frames and its focus fix-up on one Node interval, started on demand and stopped
  // when idle. Started under a test's fake timers (a focused button removed while they are on), it dies
  // with them and no frame runs again in this document: overlays that close on the next frame (Chakra's
  // presence) stay open in every later file. One frame always pending keeps a real interval running.
  const frame = window.requestAnimationFrame.bind(window);
  const keepFramesRunning = () => void frame(keepFramesRunning);
  keepFramesRunning();
}
