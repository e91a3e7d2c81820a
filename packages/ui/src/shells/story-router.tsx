/** For the shells' stories: links change a path held in state instead of leaving the story. */
import { forwardRef, useMemo, useState, type ReactNode } from 'react';
import { LinkProvider, type RouterLinkProps } from '../components/link/link-context';

interface StoryRouterProps {
  /** The first path. */
  initialPath: string;
  children: (path: string) => ReactNode;
}

export function StoryRouter({ initialPath, children }: StoryRouterProps) {
  const [path, setPath] = useState(initialPath);
  const component = useMemo(
    () =>
      forwardRef<HTMLAnchorElement, RouterLinkProps>(function StoryLink({ href, onClick, ...rest }, ref) {
        return (
          <a
            ref={ref}
            href={href}
            {...rest}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented || /^(https?:|mailto:|tel:|#)/.test(href)) return;
              event.preventDefault();
              setPath(href);
            }}
          />
        );
      }),
    [],
  );
  return <LinkProvider component={component}>{children(path)}</LinkProvider>;
}
