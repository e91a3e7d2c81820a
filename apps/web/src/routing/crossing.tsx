/**
 * Crossing from the public half (preact/compat) to the app half (React): a full load of the target
 * URL, so no signed-in screen is ever rendered by the light runtime. What the visitor would lose with
 * the old document travels in session storage: the router's location state (e.g. why the login page
 * was opened) and the toasts on screen (e.g. 'Successfully logged out'). Crossing back needs nothing:
 * the app half renders public pages itself, and Back returns to the public document it left.
 */
import { toast, toaster, LoadingView, type ToastStatus } from '@ujuzi/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { halfOf } from './halves';

const HANDOFF_KEY = 'ujuzi:crossing';
/** A handoff older than this belongs to another visit (a tab restored later, an abandoned load). */
const HANDOFF_TTL_MS = 30_000;

export interface CarriedToast {
  type: ToastStatus;
  title: string;
  description?: string;
  duration?: number;
  id?: string;
}

export interface Handoff {
  /** The URL being loaded (path, search and hash). */
  href: string;
  /** The router's location state for it. */
  state: unknown;
  toasts: CarriedToast[];
  at: number;
}

const TOAST_TYPES: readonly string[] = ['success', 'error', 'info', 'warning'] satisfies ToastStatus[];

function visibleToasts(): CarriedToast[] {
  return toaster.getVisibleToasts().flatMap((shown) => {
    const { type, title, description, duration, id } = shown;
    if (typeof title !== 'string' || typeof type !== 'string' || !TOAST_TYPES.includes(type)) return [];
    return [
      {
        type: type as ToastStatus,
        title,
        ...(typeof description === 'string' ? { description } : {}),
        ...(typeof duration === 'number' ? { duration } : {}),
        ...(typeof id === 'string' ? { id } : {}),
      },
    ];
  });
}

/** Writes what the next document needs to continue where this one leaves. */
export function writeHandoff(href: string, state: unknown = null, now = Date.now()): void {
  const handoff: Handoff = { href, state: state ?? null, toasts: visibleToasts(), at: now };
  try {
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // Storage unavailable: the page still loads, without the carried toasts.
  }
}

/** Reads (and removes) the handoff written for this URL, if any. */
export function takeHandoff(href: string, now = Date.now()): Handoff | null {
  try {
    const text = sessionStorage.getItem(HANDOFF_KEY);
    if (!text) return null;
    sessionStorage.removeItem(HANDOFF_KEY);
    const handoff = JSON.parse(text) as Partial<Handoff>;
    if (handoff.href !== href || typeof handoff.at !== 'number' || now - handoff.at > HANDOFF_TTL_MS) return null;
    return { href, state: handoff.state ?? null, toasts: Array.isArray(handoff.toasts) ? handoff.toasts : [], at: handoff.at };
  } catch {
    return null;
  }
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Before the router starts: gives the entry the document opened at a key of its own (React Router
 * calls it 'default' otherwise), so its scroll position survives the document (Back from the app to
 * a public page, a reload), and restores the location state a crossing carried.
 */
export function prepareHistoryEntry(): Handoff | null {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const handoff = takeHandoff(here);
  const current = (window.history.state ?? {}) as Record<string, unknown>;
  const next = { ...current };
  if (typeof current.key !== 'string') next.key = randomKey();
  if (handoff?.state != null) next.usr = handoff.state;
  if (next.key !== current.key || next.usr !== current.usr) window.history.replaceState(next, '');
  return handoff;
}

/** Shows again the toasts the previous document had on screen. */
export function replayToasts(handoff: Handoff | null): void {
  for (const carried of handoff?.toasts ?? []) {
    toast[carried.type](carried.title, carried.description, {
      ...(carried.duration ? { duration: carried.duration } : {}),
      ...(carried.id ? { id: carried.id } : {}),
    });
  }
}

/** The URL this document was opened at: a crossing to it would load the same public code again. */
const openedAt = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** The URL this document is leaving for (a crossing starts once, however many ways ask for it). */
let leavingFor: string | null = null;

/** Loads `href` as a new document (the app half), carrying state and toasts; `push` keeps this page in the history. */
export function loadInApp(href: string, state: unknown = null, push = false): void {
  if (leavingFor === href) return;
  leavingFor = href;
  writeHandoff(href, state);
  // Back to this document from the bfcache would show the router where it left (the app's URL): load afresh.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  if (push) window.location.assign(href);
  else window.location.replace(href);
}

/**
 * The public half's history: the router's move to an app route (a `navigate` or redirect, such as
 * the one after signing in) loads that URL as a new document at once, and the address bar shows it
 * only when the app's document arrives, never over the light page. The router still renders
 * LoadInApp there (which finds the crossing under way). Links into the app are plain links already.
 */
export function crossToAppThroughHistory(): void {
  const wrap = (original: History['pushState'], push: boolean): History['pushState'] =>
    function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      const target = url == null ? null : new URL(url, window.location.href);
      const href = target ? `${target.pathname}${target.search}${target.hash}` : '';
      const crossing =
        target?.origin === window.location.origin &&
        halfOf(target.pathname) === 'app' &&
        `${target.pathname}${target.search}` !== openedAt;
      if (crossing) {
        loadInApp(href, (data as { usr?: unknown } | null)?.usr ?? null, push);
        return;
      }
      original.call(this, data, unused, url);
    };
  window.history.pushState = wrap(window.history.pushState.bind(window.history), true);
  window.history.replaceState = wrap(window.history.replaceState.bind(window.history), false);
}

/**
 * The element of every app route in the public half: a link or `navigate` to it (Login, Get Started,
 * Dashboard, Enroll, the redirect after signing out) becomes a full load of that URL.
 */
export function LoadInApp() {
  const { pathname, search, hash, state } = useLocation();
  const href = `${pathname}${search}${hash}`;
  // A host that served the public page's code for an app URL would load it again and again.
  const misrouted = `${pathname}${search}` === openedAt;
  useEffect(() => {
    if (!misrouted) loadInApp(href, state);
    // The state belongs to this location; it is read once, when leaving for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, misrouted]);
  if (misrouted) throw new Error(`${pathname} belongs to the app, but this server sent the public site's page for it`);
  return <LoadingView fullPage={false} />;
}
