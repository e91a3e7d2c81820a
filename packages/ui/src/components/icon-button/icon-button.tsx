/** A button showing only an icon; its accessible label is required. */
import { IconButton as ChakraIconButton } from '@chakra-ui/react';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonStyleProps, type ButtonSize, type ButtonVariant } from '../button/button';

type NativeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'color' | 'style' | 'className' | 'children' | 'aria-label'
>;

export interface IconButtonProps extends NativeButtonProps {
  /** What the button does, read by screen readers and shown as the native tooltip ('Close', 'Open menu'). */
  'aria-label': string;
  /** The icon (e.g. a lucide-react icon); hidden from screen readers. */
  icon: ReactNode;
  /** Visual weight. Defaults to 'ghost'. */
  variant?: ButtonVariant;
  /** Defaults to 'md' (40 × 40 px). */
  size?: ButtonSize;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  /** Round instead of rounded-square (e.g. the avatar or bell in a header). */
  round?: boolean;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', loading = false, round = false, type = 'button', title, ...rest },
  ref,
) {
  return (
    <ChakraIconButton
      ref={ref}
      type={type}
      size={size}
      {...buttonStyleProps(variant)}
      loading={loading}
      aria-busy={loading || undefined}
      borderRadius={round ? 'full' : undefined}
      title={title ?? rest['aria-label']}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </ChakraIconButton>
  );
});
