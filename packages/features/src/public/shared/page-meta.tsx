/**
 * A page's title, description, canonical URL and Open Graph data, written into <head>: by the
 * prerender through a collector (it reads the tags of the page it rendered), and in the browser by an
 * effect that replaces the previous page's tags. Nothing is rendered in the page itself, so this works
 * the same whichever renderer runs the app (the production build renders with preact/compat).
 */
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { SITE, siteUrl } from './site';

export interface PageMetaProps {
  /** The page's own title; ' | Ujuzi' is added (the home page passes the full title). */
  title: string;
  /** One or two sentences for search results and link previews (about 150 characters). */
  description: string;
  /** The canonical path, e.g. '/courses/python-for-data-analysis'. */
  path: string;
  /** A picture for link previews: an absolute URL or a site path. Data URLs are not shareable and are skipped. */
  image?: string | null;
  /** Open Graph type: 'article' for articles, 'website' otherwise. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (token pages, error pages). */
  noindex?: boolean;
  /** For articles: when it was published (ISO). */
  publishedTime?: string | null;
  /** For articles: the author's name. */
  author?: string;
}

/** One element of <head>: its tag, its attributes in order, and for <title> its text. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: ReadonlyArray<readonly [string, string]>;
  text?: string;
}

/** Every <head> element a page describes itself with (those the browser effect replaces). */
export const PAGE_HEAD_SELECTOR =
  'title, meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], meta[property^="article:"], link[rel="canonical"]';

/** The full title as shown in the tab and in search results. */
export const fullTitle = (title: string): string => (title.includes(SITE.name) ? title : `${title} · ${SITE.name}`);

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: [
    [key, name],
    ['content', content],
  ],
});

/** The <head> elements of a page, in document order. */
export function pageHeadTags({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
  publishedTime,
  author,
}: PageMetaProps): HeadTag[] {
  const url = siteUrl(path);
  const text = fullTitle(title);
  const picture = image && !image.startsWith('data:') ? siteUrl(image) : null;
  return [
    { tag: 'title', attributes: [], text },
    meta('name', 'description', description),
    {
      tag: 'link',
      attributes: [
        ['rel', 'canonical'],
        ['href', url],
      ],
    },
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', SITE.locale),
    meta('property', 'og:type', type),
    meta('property', 'og:title', text),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(picture ? [meta('property', 'og:image', picture)] : []),
    ...(publishedTime ? [meta('property', 'article:published_time', publishedTime)] : []),
    ...(author ? [meta('property', 'article:author', author)] : []),
    meta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary'),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The tags as HTML for a prerendered page's <head>. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attributeText = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
      return tag === 'title' ? `<title>${escapeHtml(text ?? '')}</title>` : `<${tag}${attributeText}/>`;
    })
    .join('');
}

function headElement({ tag, attributes, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Puts a page's tags in <head> in place of the previous page's; returns how to take them out again
 * (all but the <title>: a document is never without one, while the next page's code arrives).
 * A prerendered page already has exactly these tags: they are kept as they are.
 */
export function applyHeadTags(tags: readonly HeadTag[]): () => void {
  const wanted = tags.map(headElement);
  const present = [...document.head.querySelectorAll<HTMLElement>(PAGE_HEAD_SELECTOR)];
  const same = present.length === wanted.length && present.every((element, index) => element.isEqualNode(wanted[index] ?? null));
  const owned = same ? present : wanted;
  if (!same) {
    present.forEach((element) => element.remove());
    document.head.append(...wanted);
  }
  return () => owned.forEach((element) => element.tagName !== 'TITLE' && element.remove());
}

/** Receives each rendered page's tags during the prerender (the last one rendered is the page's). */
const PageHeadCollectorContext = createContext<((tags: HeadTag[]) => void) | null>(null);

export function PageHeadCollector({ collect, children }: { collect: (tags: HeadTag[]) => void; children: ReactNode }) {
  return <PageHeadCollectorContext.Provider value={collect}>{children}</PageHeadCollectorContext.Provider>;
}

export function PageMeta(props: PageMetaProps) {
  const tags = pageHeadTags(props);
  const collect = useContext(PageHeadCollectorContext);
  // Rendering on the server runs no effects: the prerender collects the tags while rendering.
  if (collect) collect(tags);
  const key = headTagsHtml(tags);
  // Before the page paints, in the same commit as its content (an effect would leave a moment in
  // which the new page shows under the last page's title).
  useLayoutEffect(
    () => applyHeadTags(tags),
    // The tags are rebuilt on every render; their HTML says whether they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return null;
}
