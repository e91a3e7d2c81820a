import { Badge, ChakraProvider, createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { badgeRecipe, buttonRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeConfig } from './index';
import { registerRecipes } from './register-recipes';

/** The CSS emotion has written into the document so far. */
const documentCss = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .concat([...document.querySelectorAll('style')].map((style) => style.textContent ?? ''))
    .join('\n');

/** The emotion class (css-…) Chakra gave an element. */
const emotionClass = (element: Element) => [...element.classList].find((name) => name.startsWith('css-'));

describe('registerRecipes', () => {
  it('styles a Chakra component with a recipe added after the system was created (Chakra reads recipes at call time)', () => {
    const system = createSystem(defaultBaseConfig, themeConfig);
    expect(system.isRecipe('badge')).toBe(false);
    registerRecipes({ recipes: { badge: badgeRecipe } }, system);
    render(
      <ChakraProvider value={system}>
        <Badge>New</Badge>
      </ChakraProvider>,
    );
    const badge = screen.getByText('New');
    // The class comes from the recipe itself: without it the badge would have none.
    expect(badge.classList.contains('chakra-badge')).toBe(true);
    const className = emotionClass(badge);
    expect(className).toBeDefined();
    // The recipe's base styles (display: inline-flex; align-items: center; …) are written for that class.
    const rules = documentCss()
      .split('\n')
      .filter((rule) => rule.includes(`.${className ?? ''}`));
    expect(rules.join('\n')).toMatch(/display:\s*inline-flex/);
    expect(rules.join('\n')).toMatch(/align-items:\s*center/);
  });

  it('merges our override into a recipe registered later, as createSystem does at start-up', () => {
    const system = createSystem(defaultBaseConfig, { theme: {} });
    expect(system.isSlotRecipe('toast')).toBe(false);
    registerRecipes({ slotRecipes: { toast: toastSlotRecipe } }, system);
    expect(system.getSlotRecipe('toast')).toEqual(createSystem(defaultConfig, themeConfig).getSlotRecipe('toast'));
    // Our toast override (solid colours for success…) is in.
    expect(JSON.stringify(system.getSlotRecipe('toast'))).toContain('success.solid');
  });

  it('keeps a recipe the system already has', () => {
    const system = createSystem(defaultBaseConfig, { theme: { recipes: { button: buttonRecipe } } });
    const before = system.getRecipe('button');
    registerRecipes({ recipes: { button: badgeRecipe } }, system);
    expect(system.getRecipe('button')).toBe(before);
  });

  it('refuses a system created without a theme, whose recipes it could not reach', () => {
    expect(() => registerRecipes({ recipes: { badge: badgeRecipe } }, createSystem(defaultBaseConfig))).toThrow(
      /without a theme/,
    );
  });

  it('adds each recipe once, however often its module is evaluated', () => {
    const system = createSystem(defaultBaseConfig, { theme: {} });
    registerRecipes({ recipes: { badge: badgeRecipe } }, system);
    const first = system.getRecipe('badge');
    registerRecipes({ recipes: { badge: badgeRecipe } }, system);
    expect(system.getRecipe('badge')).toBe(first);
  });
});
