/** Buttons: Ujuzi's five variants over Chakra's button recipe. */
import { AbsoluteCenter, Button as ChakraButton, Spinner, chakra, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

/** solid: the main action; outline/subtle: secondary; ghost: low emphasis; danger: destructive. */
export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'subtle' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Our variant names mapped to Chakra's recipe variant and colour palette. */
export function buttonStyleProps(variant: ButtonVariant): Pick<ChakraButtonProps, 'variant' | 'colorPalette'> {
  if (variant === 'danger') return { variant: 'solid', colorPalette: 'danger' };
  if (variant === 'subtle') return { variant: 'subtle', colorPalette: 'brand' };
  return { variant, colorPalette: variant === 'solid' ? 'brand' : 'gray' };
}

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style' | 'className' | 'children'>;

export interface ButtonProps extends NativeButtonProps {
  /** The label. Keep it a verb ('Save changes', 'Enroll'). */
  children: ReactNode;
  /** Visual weight. Defaults to 'solid' (the one main action of a view). */
  variant?: ButtonVariant;
  /** Height and padding. Defaults to 'md' (40 px, a comfortable touch target). */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it aria-busy; the label stays the accessible name. */
  loading?: boolean;
  /** Text shown beside the spinner while loading, e.g. 'Saving…'. */
  loadingText?: string;
  /** An icon before the label (decorative: hidden from screen readers). */
  startIcon?: ReactNode;
  /** An icon after the label (decorative). */
  endIcon?: ReactNode;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
}

/** A button. `type` defaults to 'button'; pass type="submit" inside forms. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'solid',
    size = 'md',
    loading = false,
    loadingText,
    startIcon,
    endIcon,
    fullWidth,
    type = 'button',
    disabled,
    ...rest
  },
  ref,
) {
  const content = (
    <>
      {startIcon ? <span aria-hidden="true">{startIcon}</span> : null}
      {children}
      {endIcon ? <span aria-hidden="true">{endIcon}</span> : null}
    </>
  );
  return (
    <ChakraButton
      ref={ref}
      type={type}
      size={size}
      {...buttonStyleProps(variant)}
      disabled={disabled || loading}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      width={fullWidth ? 'full' : undefined}
      {...rest}
    >
      {!loading ? (
        content
      ) : loadingText ? (
        <>
          <Spinner size="sm" aria-hidden="true" />
          {loadingText}
        </>
      ) : (
        // Chakra's loader hides the label with visibility:hidden, which also removes the accessible
        // name; transparent text keeps it.
        <>
          <AbsoluteCenter display="inline-flex" aria-hidden="true">
            <Spinner size="sm" />
          </AbsoluteCenter>
          <chakra.span display="inline-flex" alignItems="center" gap="inherit" opacity={0}>
            {content}
          </chakra.span>
        </>
      )}
    </ChakraButton>
  );
});
