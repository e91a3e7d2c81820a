/**
 * Scroll positions across navigation, as browsers do for ordinary pages: a new page starts at the
 * top (or at its #anchor), Back and Forward return to where the person was, also after a reload.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'ujuzi:scroll-positions';
/** Long enough for a lazily loaded page to grow to the remembered height. */
const RESTORE_WINDOW_MS = 1_500;

/** The entry a document was opened at has no key of its own ('default'): it is remembered for this document only. */
const INITIAL_ENTRY_KEY = 'default';

const positions = new Map<string, number>();
/**
 * The entry on screen, set as soon as a navigation commits: the scroll to the top of the next page
 * must not be remembered as the previous entry's position, whose listener a runtime may remove only
 * after that scroll (preact/compat runs effect cleanups later than React).
 */
let entryOnScreen: string | undefined;

let storedRead = false;

/** Reads the positions a reload kept, once per document. */
function readStored(): void {
  if (storedRead) return;
  storedRead = true;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, value] of Object.entries(stored))
      if (typeof value === 'number' && key !== INITIAL_ENTRY_KEY) positions.set(key, value);
  } catch {
    // Storage unavailable or malformed: positions start afresh.
  }
}

function store(): void {
  try {
    const entries = [...positions].filter(([key]) => key !== INITIAL_ENTRY_KEY);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Private mode or a full storage: scroll positions are a nicety.
  }
}

/** Scrolls to `top` once the page is tall enough, trying for a short while as lazy content arrives. */
function restoreTo(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    window.scrollTo(0, top);
    if (!reachable && performance.now() - started < RESTORE_WINDOW_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => window.removeEventListener('pagehide', store);
  }, []);

  // Remember where this entry is scrolled to, for Back/Forward and reloads.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (entryOnScreen === key) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    entryOnScreen = location.key;
    readStored();
    const remembered = positions.get(location.key);
    if (navigationType === 'POP' && remembered !== undefined) return restoreTo(remembered);
    if (location.hash && scrollToAnchor(location.hash)) return undefined;
    // A first visit to a prerendered page keeps what the browser did (it may already be scrolled).
    if (navigationType === 'POP') return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
