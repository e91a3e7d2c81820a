/** FAQs grouped by category for the page, and the search over questions and answers. */
import type { Faq } from '@ujuzi/api';

export interface FaqGroup {
  title: string;
  faqs: Faq[];
}

export const OTHER_QUESTIONS = 'Other questions';

/** Groups in the order their first FAQ appears (the list comes in display order). */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const title = faq.category_name?.trim() || OTHER_QUESTIONS;
    groups.set(title, [...(groups.get(title) ?? []), faq]);
  }
  return [...groups].map(([title, items]) => ({ title, faqs: items }));
}

/** FAQs whose question, answer or category contain every word typed (case and accents ignored). */
export function searchFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = fold(`${faq.question} ${faq.answer} ${faq.category_name ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
