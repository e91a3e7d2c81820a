/**
 * Progressive hydration: a prerendered page becomes interactive slice by slice, each in its own task,
 * so a slow phone never has one long block of script between a tap and its answer; and a slice far
 * below the fold waits until the visitor scrolls near it or reaches into it, so the work nobody sees
 * is not done while the page starts.
 *
 * A `HydrationSlice` is invisible unless the app turns the mechanism on:
 * - the prerender calls `markHydrationSlices()`: each slice pauses once while rendering, which makes
 *   the renderer put markers around the slice's HTML (`<!--$s-->…<!--/$s-->`);
 * - the browser calls `startProgressiveHydration()` just before hydrating: each slice then waits for
 *   its turn, its server HTML kept on screen as it is, and the slices hydrate one per task, in order.
 *   Given the page's root, a slice whose HTML is off screen when its turn comes is parked: it
 *   hydrates when it comes within a screen's margin of the viewport, or at once when a pointer, a
 *   click or the focus reaches into it (before the event goes on, so nothing the visitor does is lost).
 * Once every slice has hydrated, slices render at once again: a page opened later by a link never
 * waits. The app loads the page's lazily loaded code before hydrating, so nothing else suspends.
 *
 * Only the public half of the production build (the prerendered pages, on preact/compat) turns it
 * on: Preact has no concurrent hydration, and its hydration keeps a paused slice's HTML between those
 * markers. Everywhere else (the React app half, dev server, tests, Storybook) the mechanism stays
 * off and a slice is a Suspense boundary that never suspends.
 */
import { Suspense, useState, type ReactNode } from 'react';

type Mode = 'off' | 'prerender' | 'hydrate';

/** A slice's prerendered HTML: the markers around it, and the slices inside it (document order). */
export interface SliceRange {
  start: Comment;
  end: Comment;
  children: SliceRange[];
}

interface Gate {
  open: boolean;
  wait: Promise<void> | null;
  /** Lets the slice render (hydrate). */
  release: () => void;
  range?: SliceRange;
  /** Whether its HTML is far below (or above) the viewport, read once the page has been laid out. */
  far?: boolean;
}

export interface ProgressiveHydrationOptions {
  /** The element the page was prerendered into: with it, slices off screen wait to be needed. */
  root?: Element;
  /** Runs once the last parked slice has hydrated too (the whole page is interactive). */
  allHydrated?: () => void;
}

/** How far outside the viewport a slice still counts as near (px): it hydrates before it is seen. */
const NEAR_VIEWPORT_PX = 200;
/** Events that reach into a parked slice and make it hydrate before they go on. */
const REACHING_EVENTS = ['pointerdown', 'focusin', 'click'] as const;

let mode: Mode = 'off';
/** Slices waiting for their turn, in render order (document order). */
const queue: Gate[] = [];
/** Slices off screen, waiting to be needed. */
const parked = new Set<Gate>();
let pumping = false;
let onHydrated: (() => void) | undefined;
let onAllHydrated: (() => void) | undefined;
/** Prerendered ranges the slices rendered next take, in document order (set while a slice hydrates). */
let unclaimed: SliceRange[] = [];
/** While an event reaches into a parked slice: slices around its target hydrate at once. */
let reachingTarget: Node | null = null;
let observer: IntersectionObserver | null = null;

/** The prerender's renderer: slices pause once so that their HTML is marked for hydration. */
export function markHydrationSlices(): void {
  mode = 'prerender';
}

/** Hydrate the prerendered page slice by slice. Call right before hydrating; `hydrated` runs once every slice on screen has. */
export function startProgressiveHydration(hydrated?: () => void, options: ProgressiveHydrationOptions = {}): void {
  mode = 'hydrate';
  onHydrated = hydrated;
  onAllHydrated = options.allHydrated;
  if (options.root && typeof IntersectionObserver !== 'undefined') {
    unclaimed = readSliceRanges(options.root);
    observer = new IntersectionObserver(onNearViewport, { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` });
    for (const type of REACHING_EVENTS) document.addEventListener(type, onReaching, true);
  }
  pump();
}

/** Whether slices are still being held back (for tests and diagnostics). */
export function isHydratingProgressively(): boolean {
  return mode === 'hydrate';
}

/** The slices' marker pairs under `root`, nested as on the page. */
export function readSliceRanges(root: Node): SliceRange[] {
  const top: SliceRange[] = [];
  const open: Array<{ start: Comment; children: SliceRange[] }> = [];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode() as Comment | null; node; node = walker.nextNode() as Comment | null) {
    if (node.data.startsWith('$s')) open.push({ start: node, children: [] });
    else if (node.data.startsWith('/$s')) {
      const started = open.pop();
      if (!started) continue;
      (open.at(-1)?.children ?? top).push({ ...started, end: node });
    }
  }
  return top;
}

/** The next task: a message (no timer clamping) where the browser has one. */
function nextTask(callback: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

function pump(): void {
  if (pumping || mode !== 'hydrate') return;
  pumping = true;
  nextTask(function step() {
    const next = queue[0];
    if (next?.range && next.far === undefined) {
      // Where the waiting slices are is read after the browser has rendered the slices before them:
      // one cheap read for all of them, rather than a forced restyle inside a slice's task.
      afterNextFrame(() => {
        for (const gate of queue) if (gate.range && gate.far === undefined) gate.far = isOffScreen(gate);
        step();
      });
      return;
    }
    const gate = queue.shift();
    if (gate) {
      if (gate.far) park(gate);
      else gate.release();
      nextTask(step);
      return;
    }
    pumping = false;
    if (onHydrated) {
      onHydrated();
      onHydrated = undefined;
    }
    finishIfDone();
  });
}

/** A task after the browser's next frame (its style and layout done); a hidden page, whose frames wait, goes on after 100 ms. */
function afterNextFrame(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => nextTask(once));
  setTimeout(once, 100);
}

function finishIfDone(): void {
  if (pumping || queue.length > 0 || parked.size > 0) return;
  mode = 'off';
  unclaimed = [];
  observer?.disconnect();
  observer = null;
  for (const type of REACHING_EVENTS) document.removeEventListener(type, onReaching, true);
  onAllHydrated?.();
  onAllHydrated = undefined;
}

/** The elements of a slice's prerendered HTML. */
function elementsOf(range: SliceRange): Element[] {
  const elements: Element[] = [];
  for (let node = range.start.nextSibling; node && node !== range.end; node = node.nextSibling) {
    if (node.nodeType === Node.ELEMENT_NODE) elements.push(node as Element);
  }
  return elements;
}

function isOffScreen(gate: Gate): boolean {
  if (!gate.range?.start.isConnected) return false;
  const bounds = document.createRange();
  bounds.setStartAfter(gate.range.start);
  bounds.setEndBefore(gate.range.end);
  const { top, bottom, width, height } = bounds.getBoundingClientRect();
  // Nothing laid out (hidden until opened, say): hydrated in its turn, like anything uncertain.
  if (width === 0 && height === 0) return false;
  return top > window.innerHeight + NEAR_VIEWPORT_PX || bottom < -NEAR_VIEWPORT_PX;
}

function park(gate: Gate): void {
  const elements = gate.range ? elementsOf(gate.range) : [];
  if (!observer || elements.length === 0) {
    gate.release();
    return;
  }
  parked.add(gate);
  for (const element of elements) observer.observe(element);
}

function unpark(gate: Gate): boolean {
  if (!parked.delete(gate)) return false;
  if (gate.range) for (const element of elementsOf(gate.range)) observer?.unobserve(element);
  return true;
}

function onNearViewport(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const gate = [...parked].find((candidate) => candidate.range && contains(candidate.range, entry.target));
    if (gate && unpark(gate)) {
      gate.far = false;
      queue.push(gate);
    }
  }
  pump();
}

/** Whether `node` lies between the range's markers. */
function contains(range: SliceRange, node: Node): boolean {
  return (
    Boolean(range.start.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) &&
    Boolean(range.end.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)
  );
}

/**
 * A pointer, click or focus reaching into a parked slice: it hydrates now, in this event's
 * microtasks, so the element under the event has its handlers before the event reaches it. A click
 * that arrives before they could be attached (one dispatched by script) is held and replayed.
 */
function onReaching(event: Event): void {
  const target = event.target instanceof Node ? event.target : null;
  if (!target) return;
  const gate = [...parked].find((candidate) => candidate.range && contains(candidate.range, target));
  if (!gate || !unpark(gate)) return;
  reachingTarget = target;
  nextTask(() => {
    reachingTarget = null;
    finishIfDone();
  });
  gate.release();
  if (event.type === 'click' && target instanceof HTMLElement) {
    event.preventDefault();
    event.stopImmediatePropagation();
    nextTask(() => target.click());
  }
}

function newGate(): Gate {
  if (mode === 'off') return { open: true, wait: null, release: () => undefined };
  const gate: Gate = { open: false, wait: null, release: () => undefined };
  if (mode === 'prerender') {
    // A pause of one microtask: enough for the renderer to mark the slice.
    gate.wait = Promise.resolve().then(() => {
      gate.open = true;
    });
    return gate;
  }
  gate.range = claimRange();
  // With the page's slices mapped, a slice without prerendered HTML (one rendered after the page's
  // slices were placed, such as a page opened by a link) has nothing to keep: it renders at once.
  if (!gate.range && observer) return { ...gate, open: true };
  // Around the element an event is reaching for: hydrated with its parent, at once.
  if (gate.range && reachingTarget && contains(gate.range, reachingTarget)) {
    unclaimed.unshift(...gate.range.children);
    return { ...gate, open: true };
  }
  gate.wait = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.open = true;
      // The slices this one renders take the ranges inside it, in this task.
      unclaimed = gate.range ? [...gate.range.children] : [];
      resolve();
    };
  });
  queue.push(gate);
  pump();
  return gate;
}

function claimRange(): SliceRange | undefined {
  const range = unclaimed.shift();
  return range?.start.isConnected ? range : undefined;
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Pausing is how a renderer is told to keep (in the browser) or to mark (in the prerender) this HTML.
  if (!gate.open && gate.wait) throw gate.wait;
  return <>{children}</>;
}

/**
 * A part of a page that hydrates in its own task (a header, a section, a card). Renders its children
 * unchanged; with the mechanism off it adds nothing but a Suspense boundary that never suspends.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // The gate lives in the slice (which never pauses), so it survives its content's pause.
  const [gate] = useState(newGate);
  return (
    <Suspense fallback={null}>
      <GateKeeper gate={gate}>{children}</GateKeeper>
    </Suspense>
  );
}
