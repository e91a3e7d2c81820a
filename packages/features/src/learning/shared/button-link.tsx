/** An in-app link that looks like a button (Continue, Enroll, Next lesson); `state` travels with the navigation. */
import { Button as ChakraButton } from '@chakra-ui/react';
import { buttonStyleProps, type ButtonSize, type ButtonVariant } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Router state for the next screen (the playground reads `{ code }`). */
  state?: unknown;
  fullWidth?: boolean;
  'aria-label'?: string;
}

export function ButtonLink({ href, children, variant = 'solid', size = 'md', state, fullWidth, ...rest }: ButtonLinkProps) {
  return (
    <ChakraButton asChild size={size} {...buttonStyleProps(variant)} width={fullWidth ? 'full' : undefined}>
      <RouterLink to={href} state={state} aria-label={rest['aria-label']}>
        {children}
      </RouterLink>
    </ChakraButton>
  );
}
