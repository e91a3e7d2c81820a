/** Text with the searched words marked (<mark>); React builds the nodes, so nothing in the text is read as HTML. */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a query worth marking: two characters or more, longest first (so 'mpesa' wins over 'mp'). */
export const searchWords = (query: string): string[] =>
  [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length >= 2),
    ),
  ].sort((a, b) => b.length - a.length);

export function markWords(text: string, words: readonly string[]): ReactNode[] {
  if (words.length === 0 || !text) return [text];
  // A letter may be followed by a hyphen or an apostrophe the query left out ('mpesa' marks 'M-Pesa').
  const loose = (word: string) => [...word].map(escape).join("[-'’]?");
  const pattern = new RegExp(`(${words.map(loose).join('|')})`, 'gi');
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <chakra.mark key={index} bg="warning.subtle" color="inherit" px="0.5" borderRadius="l1">
        {part}
      </chakra.mark>
    ) : (
      part
    ),
  );
}

/** One inline span, so a flex parent (a link) keeps the text flowing as one line of words. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  return <chakra.span>{markWords(text, words)}</chakra.span>;
}
