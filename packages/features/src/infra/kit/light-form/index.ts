/** The light form kit, for pages that must not download the form stack: see "A public form" in packages/features/README.md. */
export { bodyOf, checkBody, contractMessage, isRequiredRule, ruleAt, type LightValues } from './check-body';
export {
  serverErrors,
  useLightForm,
  type LightField,
  type LightForm,
  type LightFormOptions,
  type LightRules,
} from './use-light-form';
