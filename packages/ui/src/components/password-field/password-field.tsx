/** A password input with a show/hide toggle. */
import { IconButton as ChakraIconButton } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endElement'> {
  /** 'current-password' (sign-in, default) or 'new-password' (registration, change password). */
  autoComplete?: 'current-password' | 'new-password';
  /** The toggle's label while the password is hidden. Defaults to 'Show password'. */
  showPasswordLabel?: string;
  /** The toggle's label while the password is shown. Defaults to 'Hide password'. */
  hidePasswordLabel?: string;
}

/** The toggle keeps the typed value and the caret; it never submits the form. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    autoComplete = 'current-password',
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    disabled,
    size = 'md',
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? hidePasswordLabel : showPasswordLabel;
  return (
    <TextField
      ref={ref}
      {...rest}
      size={size}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not autocorrect or capitalise what is typed once it is shown as text.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endElement={
        <ChakraIconButton
          type="button"
          variant="ghost"
          colorPalette="gray"
          size="xs"
          me="-1"
          aria-label={toggleLabel}
          title={toggleLabel}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </ChakraIconButton>
      }
    />
  );
});
