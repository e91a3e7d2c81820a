/** Overrides of Chakra's recipes, merged into the defaults by `createSystem`. */
import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';

export const recipes = {
  button: defineRecipe({
    base: { fontWeight: 'semibold' },
  }),
  link: defineRecipe({
    base: { textUnderlineOffset: '3px' },
  }),
};

const statusToast = (palette: string) => ({
  bg: `${palette}.solid`,
  color: `${palette}.contrast`,
});

export const slotRecipes = {
  toast: defineSlotRecipe({
    slots: ['root', 'title', 'description', 'indicator', 'actionTrigger', 'closeTrigger'],
    base: {
      root: {
        '&[data-type=success]': statusToast('success'),
        '&[data-type=error]': statusToast('danger'),
        '&[data-type=warning]': statusToast('warning'),
        '&[data-type=info]': { bg: 'bg.panel', color: 'fg', borderWidth: '1px', borderColor: 'border' },
      },
      title: { fontWeight: 'semibold' },
      // Chakra dims the description to 80 %, which breaks contrast on coloured toasts.
      description: { opacity: 1 },
    },
  }),
};
