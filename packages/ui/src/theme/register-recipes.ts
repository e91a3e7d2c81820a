/**
 * Recipes on demand: a ui module that wraps a Chakra component the public site never renders (tabs,
 * menus, date pickers…) registers that component's recipe when it loads, so the recipe travels in the
 * module's chunk instead of every page's start-up code.
 *
 * It works because Chakra reads a recipe when a component first renders with it, not when the system
 * is created: `system.getRecipeFn(key)` / `getSlotRecipeFn(key)` look up `_config.theme.recipes[key]`
 * / `slotRecipes[key]` on first call, then cache the compiled function. A module registering at its
 * top level always runs before its components render; `register-recipes.test.tsx` fails if Chakra
 * ever stops reading recipes at call time.
 */
import { mergeConfigs, type RecipeDefinition, type SlotRecipeConfig, type SystemContext } from '@chakra-ui/react';
import type * as chakraTheme from '@chakra-ui/react/theme';
import { getSystem } from './index';
import { recipes as recipeOverrides, slotRecipes as slotRecipeOverrides } from './recipes';

type ChakraThemeExport = keyof typeof chakraTheme;
/** Chakra's recipe keys ('badge' for `badgeRecipe`), so that a misspelt key does not typecheck. */
export type ChakraRecipeKey = ChakraThemeExport extends infer Name
  ? Name extends `${infer Key}Recipe`
    ? Key extends `${string}Slot`
      ? never
      : Key
    : never
  : never;
/** Chakra's slot recipe keys ('datePicker' for `datePickerSlotRecipe`). */
export type ChakraSlotRecipeKey = ChakraThemeExport extends infer Name
  ? Name extends `${infer Key}SlotRecipe`
    ? Key
    : never
  : never;

export interface RecipeRegistration {
  /** Chakra recipes by key, e.g. `{ badge: badgeRecipe }` from '@chakra-ui/react/theme'. */
  recipes?: Partial<Record<ChakraRecipeKey, RecipeDefinition>>;
  /** Chakra slot recipes by key, e.g. `{ tabs: tabsSlotRecipe }`. */
  slotRecipes?: Partial<Record<ChakraSlotRecipeKey, SlotRecipeConfig>>;
}

/** Chakra's recipe with our override (`./recipes`) merged in, as `createSystem` merges those at start-up. */
function withOverride<T extends object>(kind: 'recipes' | 'slotRecipes', key: string, recipe: T, override: unknown): T {
  if (!override) return recipe;
  const merged = mergeConfigs({ theme: { [kind]: { [key]: recipe } } }, { theme: { [kind]: { [key]: override } } });
  return merged.theme?.[kind]?.[key] as T;
}

/**
 * Adds Chakra recipes to the running system (Ujuzi's by default). Call it at the top level of the
 * module that renders the component, never during render: a recipe first looked up before it is
 * registered stays empty. A key the system already has is left as it is.
 */
export function registerRecipes(
  { recipes = {}, slotRecipes = {} }: RecipeRegistration,
  target: SystemContext = getSystem(),
): void {
  // The system reads the `theme` object it was created with: without one, nothing added here is seen.
  const theme = target._config.theme;
  if (!theme) throw new Error('registerRecipes: the system was created without a theme');
  const registeredRecipes = (theme.recipes ??= {});
  const registeredSlotRecipes = (theme.slotRecipes ??= {});
  const overrides: Record<string, unknown> = recipeOverrides;
  const slotOverrides: Record<string, unknown> = slotRecipeOverrides;
  for (const [key, recipe] of Object.entries(recipes)) {
    if (recipe && !Object.hasOwn(registeredRecipes, key))
      registeredRecipes[key] = withOverride('recipes', key, recipe, overrides[key]);
  }
  for (const [key, recipe] of Object.entries(slotRecipes)) {
    if (recipe && !Object.hasOwn(registeredSlotRecipes, key))
      registeredSlotRecipes[key] = withOverride('slotRecipes', key, recipe, slotOverrides[key]);
  }
}
