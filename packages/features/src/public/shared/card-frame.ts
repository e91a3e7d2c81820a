/**
 * The frame of a card in a public grid (a course, an article): a bordered panel filling its cell, lifted
 * on hover, ringed while the link inside has focus. Spread on the card's LinkBox.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const cardFrame = {
  display: 'flex',
  flexDirection: 'column',
  height: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  overflow: 'hidden',
  bg: 'bg.panel',
  _hover: { shadow: 'md', borderColor: 'border.emphasized' },
  _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const satisfies SystemStyleObject;
