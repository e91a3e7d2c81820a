import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyHeadTags,
  headTagsHtml,
  PAGE_HEAD_SELECTOR,
  PageHeadCollector,
  PageMeta,
  pageHeadTags,
  type HeadTag,
} from './page-meta';

const COURSES = { title: 'Courses', description: 'Browse courses in KES & more', path: '/courses' };
const head = (selector: string) => document.head.querySelector(selector);

// Only the page's head tags: the design system's style sheets in <head> stay for the files run after this one.
const removeHeadTags = () => document.head.querySelectorAll(PAGE_HEAD_SELECTOR).forEach((tag) => tag.remove());
beforeEach(removeHeadTags);
afterEach(removeHeadTags);

describe('a page’s head tags', () => {
  it('are written for the prerendered <head> with the page’s text escaped', () => {
    const html = headTagsHtml(pageHeadTags({ ...COURSES, title: 'Tips & <tricks>', description: 'Say "habari"' }));
    expect(html).toContain('<title>Tips &amp; &lt;tricks&gt; · Ujuzi</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;habari&quot;"/>');
    expect(html).toContain('<link rel="canonical" href="https://ujuzi.ac.ke/courses"/>');
  });

  it('keep the prerendered elements when they already say the same, and replace them when they do not', () => {
    document.head.insertAdjacentHTML('beforeend', headTagsHtml(pageHeadTags(COURSES)));
    const prerendered = head('link[rel="canonical"]');
    applyHeadTags(pageHeadTags(COURSES));
    expect(head('link[rel="canonical"]')).toBe(prerendered);

    applyHeadTags(pageHeadTags({ ...COURSES, title: 'FAQ', path: '/faq', noindex: true }));
    expect(document.title).toBe('FAQ · Ujuzi');
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ujuzi.ac.ke/faq');
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('leave <head> with the page, all but the title: a document is never without one', () => {
    const view = render(<PageMeta {...COURSES} image="/media/courses/python.png" />);
    expect(head('meta[property="og:image"]')?.getAttribute('content')).toBe('https://ujuzi.ac.ke/media/courses/python.png');
    view.unmount();
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[property="og:image"]')).toBeNull();
    expect(document.title).toBe('Courses · Ujuzi');
  });

  it('reach the prerender through the collector, and nothing is rendered in the page itself', () => {
    let collected: HeadTag[] = [];
    const view = render(
      <PageHeadCollector collect={(tags) => (collected = tags)}>
        <PageMeta {...COURSES} />
      </PageHeadCollector>,
    );
    expect(headTagsHtml(collected)).toContain('<title>Courses · Ujuzi</title>');
    expect(view.container.innerHTML).toBe('');
  });
});
