/**
 * The recipes of the Chakra components that the public site and the start-up shells render (the
 * public layout, the public pages, the sign-in pages, loading and error screens): every page needs
 * these at start-up. Chakra's full set (colour picker, tree view, carousel, …) would add about 25 KB of
 * gzipped JavaScript to every page, and the recipes of components only the dashboard renders (tabs,
 * menus, date pickers…) about 9 KB more: those come with the ui module that renders them, which calls
 * `registerRecipes` (register-recipes.ts) when it loads.
 *
 * `system.test.ts` reads every import from '@chakra-ui/react' in packages/ui and packages/features
 * and fails, naming the recipe to add here or the registration to add to a ui module, when a
 * component's recipe is missing (or one here is no longer used). Keys are the ones the components
 * look up (`key: "…"` in Chakra's source).
 *
 * Popover is only rendered by the dashboard's notification bell, but that module (in shells/) does not
 * register recipes yet, so its recipe stays here.
 */
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

export const chakraRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const chakraSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
};
