/**
 * The query data a prerendered page was rendered with. The prerender writes it into the page; the
 * browser reads it back before hydrating, so the first render matches the HTML without fetching.
 * (No React here: the app's entry reads it before loading the rest of its code.)
 */
import type { DehydratedState } from '@tanstack/react-query';

/** Where the prerendered page keeps its data (a JSON script element). */
export const INITIAL_DATA_ELEMENT_ID = 'ujuzi-initial-data';

let initialState: DehydratedState | undefined;

/** Sets the data the next render starts from (the server per page; the browser once, from the page). */
export function setInitialQueryState(state: DehydratedState | undefined): void {
  initialState = state;
}

export const getInitialQueryState = (): DehydratedState | undefined => initialState;

/**
 * Reads the data a prerendered page carries, if any. `live`: the data counts as already stale, so the
 * page shows it at once and then asks the backend again (mock mode, where the browser's mock backend
 * keeps changes made since the build: an FAQ edited in the dashboard shows on /faq).
 */
export function readInitialQueryState(
  doc: Document = document,
  { live = false }: { live?: boolean } = {},
): DehydratedState | undefined {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as DehydratedState;
    // The data was fetched at build time: it counts as fetched now, so the page does not download it
    // again while hydrating; it refreshes once its pages' freshness window passes.
    const fetchedAt = live ? 0 : Date.now();
    return {
      ...state,
      queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: fetchedAt } })),
    };
  } catch {
    return undefined;
  }
}
