/** An in-app link that looks like a button ('Browse courses', 'Enroll now'): it navigates, so it is a link. */
import { Button as ChakraButton } from '@chakra-ui/react';
import { AppLink, buttonStyleProps, type ButtonSize, type ButtonVariant } from '@ujuzi/ui';
import type { ReactNode } from 'react';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A decorative icon after the label. */
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

export function ButtonLink({ href, children, variant = 'solid', size = 'md', endIcon, fullWidth }: ButtonLinkProps) {
  return (
    <ChakraButton asChild size={size} {...buttonStyleProps(variant)} width={fullWidth ? 'full' : undefined}>
      <AppLink href={href}>
        {children}
        {endIcon ? <span aria-hidden="true">{endIcon}</span> : null}
      </AppLink>
    </ChakraButton>
  );
}
