/**
 * An in-app link that looks like a button ('Browse courses', 'Continue', 'Sign in'): it navigates,
 * so it is a link, rendered through the app's router link. The one button-like link of the design
 * system: the shells and every screen use it.
 */
import { Button as ChakraButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { buttonStyleProps, type ButtonSize, type ButtonVariant } from '../button/button';
import { AppLink } from './link-context';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** A decorative icon after the label. */
  endIcon?: ReactNode;
  fullWidth?: boolean;
  onClick?: () => void;
  /** Router state for the next screen (the playground reads `{ code }`). */
  state?: unknown;
  /** A name for the link when its text alone would be ambiguous ('Continue Python basics'). */
  'aria-label'?: string;
}

export function ButtonLink({
  href,
  children,
  variant = 'solid',
  size = 'md',
  icon,
  endIcon,
  fullWidth,
  onClick,
  state,
  'aria-label': ariaLabel,
}: ButtonLinkProps) {
  return (
    <ChakraButton asChild size={size} {...buttonStyleProps(variant)} width={fullWidth ? 'full' : undefined}>
      <AppLink href={href} onClick={onClick} state={state} aria-label={ariaLabel}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {children}
        {endIcon ? <span aria-hidden="true">{endIcon}</span> : null}
      </AppLink>
    </ChakraButton>
  );
}
