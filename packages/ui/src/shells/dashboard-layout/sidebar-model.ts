/** The dashboard sidebar as data: which entries show, which one is the current page, which section holds it. */
import type { ReactNode } from 'react';

/** The caps of client spec §9 a counter can use. */
export interface CounterCap {
  /** The largest number shown. */
  cap: number;
  /** Adds '+' above the cap ('99+'); without it the cap itself shows ('5'). */
  plus: boolean;
}

/** A sidebar entry: a link (href), a section of entries (children), or both. */
export interface SidebarEntry {
  /** Stable key. */
  id: string;
  /** The visible text, e.g. 'Learning Center'. */
  label: string;
  /** A decorative icon (shown alone in the collapsed rail). */
  icon?: ReactNode;
  /** Where the entry leads. A section may have none and only open. */
  href?: string;
  /** Nested entries; the entry becomes an expandable section. */
  children?: SidebarEntry[];
  /** A number shown beside the label (unread, overdue…); 0 shows nothing. */
  counter?: number;
  /** How the counter caps. Defaults to 99+ (COUNT_CAPS.unread). */
  counterCap?: CounterCap;
  /** What the counter counts, read with the full number: 'unread', 'overdue'. Defaults to 'new'. */
  counterLabel?: string;
  /** false hides the entry (role rules are applied by the caller, e.g. with hasAccess). Defaults to true. */
  visible?: boolean;
}

/** Entries to show: hidden ones removed, and sections whose children are all hidden removed too. */
export function visibleEntries(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.flatMap((entry) => {
    if (entry.visible === false) return [];
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children);
    if (children.length === 0 && !entry.href) return [];
    return [{ ...entry, children }];
  });
}

/** True when `path` is `href` or a page under it ('/dashboard/courses' holds '/dashboard/courses/42'). */
export function pathWithin(href: string, path: string): boolean {
  const clean = (value: string) => value.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const base = clean(href);
  const current = clean(path);
  return current === base || current.startsWith(base === '/' ? '/' : `${base}/`);
}

export interface ActiveEntry {
  /** The entry whose href best matches the path (the longest one). */
  entryId: string;
  /** The top-level section holding it (itself when it is top-level). */
  sectionId: string;
}

/** The current page's entry: the longest href containing `path`, searched through every level. */
export function findActive(entries: readonly SidebarEntry[], path: string): ActiveEntry | undefined {
  let best: (ActiveEntry & { length: number }) | undefined;
  const visit = (list: readonly SidebarEntry[], sectionId: string | undefined) => {
    for (const entry of list) {
      const section = sectionId ?? entry.id;
      if (entry.href && pathWithin(entry.href, path) && entry.href.length > (best?.length ?? -1)) {
        best = { entryId: entry.id, sectionId: section, length: entry.href.length };
      }
      if (entry.children) visit(entry.children, section);
    }
  };
  visit(entries, undefined);
  return best ? { entryId: best.entryId, sectionId: best.sectionId } : undefined;
}

/** A section's own counter, or the sum of its children's when it has none (for the collapsed rail). */
export function totalCounter(entry: SidebarEntry): number {
  if (entry.counter !== undefined) return entry.counter;
  return (entry.children ?? []).reduce((sum, child) => sum + totalCounter(child), 0);
}
