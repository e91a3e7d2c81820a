import { describe, expect, it } from 'vitest';
import { preloadScreenFor } from './router';
import { screenFor } from './screens';

const isLazy = (screen: unknown) => (screen as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

describe('a prerendered page’s screen', () => {
  it('is lazy until its code is preloaded, then renders without suspending', async () => {
    expect(isLazy(screenFor('/faq'))).toBe(true);
    await preloadScreenFor('/courses/python-for-data-analysis');
    expect(isLazy(screenFor('/courses/:slug'))).toBe(false);
    expect((screenFor('/courses/:slug') as { name?: string }).name).toBe('CoursePage');
  });

  it('is the not-found screen for a path no route matches', async () => {
    await preloadScreenFor('/no-such-page');
    expect((screenFor('*') as { name?: string }).name).toBe('NotFoundPage');
  });
});
