import { screen, waitFor, within } from '@testing-library/react';
import type { Faq } from '@ujuzi/api';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { groupFaqs, OTHER_QUESTIONS, searchFaqs } from './faq-groups';
import { FaqPage } from './faq-page';

startMockBackend();
const published = () => getMockDatabase().contact.faqs.filter((faq) => faq.is_published);
const renderFaq = (path = '/faq') => renderInApp(<FaqPage />, { path, routePath: '/faq' });

const faq = (id: number, question: string, category_name: string | null, answer = 'An answer.'): Faq =>
  ({
    id,
    question,
    answer,
    category_name,
    is_published: true,
    helpful_count: 0,
    not_helpful_count: 0,
    created_at: '',
    updated_at: '',
  }) as Faq;

describe('FAQ grouping and search', () => {
  it('groups by category in the order they come, the uncategorised last', () => {
    const groups = groupFaqs([faq(1, 'A', 'Fees'), faq(2, 'B', null), faq(3, 'C', 'Admissions'), faq(4, 'D', 'Fees')]);
    expect(groups.map((group) => [group.title, group.faqs.map((item) => item.id)])).toEqual([
      ['Fees', [1, 4]],
      [OTHER_QUESTIONS, [2]],
      ['Admissions', [3]],
    ]);
  });
  it('finds every word typed, in question, answer or category, ignoring case and accents', () => {
    const list = [
      faq(1, 'Can I pay by M-Pesa?', 'Fees', 'Yes, Paybill 522533.'),
      faq(2, 'When are intakes?', 'Admissions', 'January, May, September.'),
    ];
    expect(searchFaqs(list, 'mpesa').map((item) => item.id)).toEqual([]);
    expect(searchFaqs(list, 'M-PESA paybill').map((item) => item.id)).toEqual([1]);
    expect(searchFaqs(list, 'séptember').map((item) => item.id)).toEqual([2]);
    expect(searchFaqs(list, '  ')).toHaveLength(2);
  });
});

describe('the FAQ page', () => {
  it('lists every published question under its category', async () => {
    renderFaq();
    const first = must(published()[0]);
    expect(await screen.findByText(first.question)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain(first.category_name);
    expect(screen.getAllByRole('group', { name: /^Was this helpful\?/ })).toHaveLength(published().length);
  });

  it('searches the questions and says when nothing matches', async () => {
    const { user } = renderFaq();
    await screen.findAllByRole('group', { name: /^Was this helpful\?/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'zzzz-nothing');
    expect(await screen.findByRole('heading', { name: 'No questions match “zzzz-nothing”' })).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the FAQ' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'intakes');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^\d+ questions? match(es)? “intakes”$/));
  });

  it('counts a "was this helpful" vote and thanks the visitor', async () => {
    const { user } = renderFaq();
    const first = must(published()[0]);
    const group = await screen.findByRole('group', { name: `Was this helpful? ${first.question}` });
    await user.click(within(group).getByRole('button', { name: `Yes (${first.helpful_count})` }));
    expect(await within(must(group.parentElement)).findByText('Thank you for your feedback!')).toBeTruthy();
    const yes = within(group).getByRole('button', { name: `Yes (${first.helpful_count + 1})` });
    expect(yes.getAttribute('aria-pressed')).toBe('true');
    expect(getMockDatabase().contact.faqs.get(first.id)?.helpful_count).toBe(first.helpful_count + 1);
  });
});
