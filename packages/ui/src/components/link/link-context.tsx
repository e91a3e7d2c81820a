/** The router's link component, plugged in once by the app so ui stays router-agnostic. */
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props a router link receives: a plain anchor's, with `href` required. Adapt `href` to `to` for react-router. */
export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Navigation state for the next screen, handed to the router (react-router's `state`); a plain anchor drops it. */
  state?: unknown;
};
/** A component rendering an in-app link, e.g. a wrapper over react-router's `<Link to={href}>`. */
export type LinkComponent = ComponentType<RouterLinkProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, RouterLinkProps>(function PlainAnchor(props, ref) {
  // Navigation state means nothing to a plain anchor (and is no DOM attribute).
  const anchorProps: Omit<RouterLinkProps, 'state'> & { state?: unknown } = { ...props };
  delete anchorProps.state;
  return <a ref={ref} {...anchorProps} />;
});

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The component every in-app `<Link>` renders through. */
  component: LinkComponent;
  children: ReactNode;
}

/** Makes `component` the renderer of every in-app `<Link>` below it. UiProvider takes it as `linkComponent`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component in effect (a plain <a> unless an app plugged its router's). */
export const useLinkComponent = (): LinkComponent => useContext(LinkComponentContext);

/**
 * An in-app anchor rendered through the app's router link. Use it inside components (with Chakra's
 * `asChild` for styling) instead of rendering the result of `useLinkComponent()`, which React's lint
 * rightly flags as a component created during render. (React 19 passes `ref` as a prop.)
 */
export function AppLink(props: RouterLinkProps) {
  return createElement(useContext(LinkComponentContext), props);
}
