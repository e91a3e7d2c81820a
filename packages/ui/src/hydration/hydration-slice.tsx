/**
 * Progressive hydration: a prerendered page becomes interactive slice by slice, each in its own task,
 * so a slow phone never has one long block of script between a tap and its answer.
 *
 * A `HydrationSlice` is invisible unless the app turns the mechanism on:
 * - the prerender calls `markHydrationSlices()`: each slice pauses once while rendering, which makes
 *   the renderer put markers around the slice's HTML (`<!--$s-->…<!--/$s-->`);
 * - the browser calls `startProgressiveHydration()` just before hydrating: each slice then waits for
 *   its turn, its server HTML kept on screen as it is, and the slices hydrate one per task, in order.
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

let mode: Mode = 'off';
/** Slices waiting for their turn, in render order (document order). */
const queue: Array<() => void> = [];
let pumping = false;
let onHydrated: (() => void) | undefined;

/** The prerender's renderer: slices pause once so that their HTML is marked for hydration. */
export function markHydrationSlices(): void {
  mode = 'prerender';
}

/** Hydrate the prerendered page slice by slice. Call right before hydrating; `hydrated` runs once every slice has. */
export function startProgressiveHydration(hydrated?: () => void): void {
  mode = 'hydrate';
  onHydrated = hydrated;
  pump();
}

/** Whether slices are still being held back (for tests and diagnostics). */
export function isHydratingProgressively(): boolean {
  return mode === 'hydrate';
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
    const release = queue.shift();
    if (release) {
      release();
      nextTask(step);
      return;
    }
    pumping = false;
    mode = 'off';
    onHydrated?.();
    onHydrated = undefined;
  });
}

interface Gate {
  open: boolean;
  wait: Promise<void> | null;
}

function newGate(): Gate {
  if (mode === 'off') return { open: true, wait: null };
  const gate: Gate = { open: false, wait: null };
  const open = () => {
    gate.open = true;
  };
  if (mode === 'prerender') {
    // A pause of one microtask: enough for the renderer to mark the slice.
    gate.wait = Promise.resolve().then(open);
    return gate;
  }
  gate.wait = new Promise<void>((resolve) => {
    queue.push(() => {
      open();
      resolve();
    });
  });
  pump();
  return gate;
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
