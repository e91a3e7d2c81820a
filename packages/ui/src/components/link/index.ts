export { ButtonLink, type ButtonLinkProps } from './button-link';
export { Link, isExternalHref, type LinkProps } from './link';
export {
  AppLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkProviderProps,
  type RouterLinkProps,
} from './link-context';
