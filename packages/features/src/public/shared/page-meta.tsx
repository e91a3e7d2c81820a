/**
 * A page's title, description, canonical URL and Open Graph data. React 19 hoists these elements into
 * <head>, in the browser and in the prerendered HTML alike.
 */
import { useEffect } from 'react';
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

/** The full title as shown in the tab and in search results. */
export const fullTitle = (title: string): string => (title.includes(SITE.name) ? title : `${title} · ${SITE.name}`);

export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
  publishedTime,
  author,
}: PageMetaProps) {
  const url = siteUrl(path);
  const text = fullTitle(title);
  const picture = image && !image.startsWith('data:') ? siteUrl(image) : null;
  // The tab shows the first <title> of the document: when the page did not start from its own
  // prerendered HTML, another one may come first, so the text is also set directly.
  useEffect(() => {
    document.title = text;
  }, [text]);
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content={SITE.locale} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={text} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {picture ? <meta property="og:image" content={picture} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {author ? <meta property="article:author" content={author} /> : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
    </>
  );
}
