/** An on/off switch for settings that apply at once (e.g. 'Email notifications'). */
import { Switch as ChakraSwitch, Stack } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { forwardRef, type ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { FieldTexts } from '../form-field/field-texts';
import { useFieldIds } from '../form-field/form-field';

registerRecipes({ slotRecipes: { switch: switchSlotRecipe } });

export interface SwitchProps {
  /** The visible label; say what is on when the switch is on. */
  label: ReactNode;
  /** On or off (controlled). */
  checked?: boolean;
  /** Initial state (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** A hint under the label, read with the switch. */
  helpText?: ReactNode;
  /** An error (e.g. the save failed); marks the switch invalid. */
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** The form field name. */
  name?: string;
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** The input's id; generated when omitted. */
  id?: string;
}

export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, checked, defaultChecked, onChange, helpText, error, disabled, readOnly, name, size = 'md', id },
  ref,
) {
  const { controlId, helpId, errorId, hasError, describedBy } = useFieldIds({ id, helpText, error });
  return (
    <Stack gap="1">
      <ChakraSwitch.Root
        ids={{ hiddenInput: controlId }}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onChange?.(details.checked)}
        invalid={hasError}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        size={size}
        colorPalette="brand"
      >
        <ChakraSwitch.HiddenInput ref={ref} role="switch" aria-describedby={describedBy} aria-invalid={hasError || undefined} />
        <ChakraSwitch.Control>
          <ChakraSwitch.Thumb />
        </ChakraSwitch.Control>
        <ChakraSwitch.Label>{label}</ChakraSwitch.Label>
      </ChakraSwitch.Root>
      <FieldTexts {...{ helpId, errorId, helpText, error, hasError }} />
    </Stack>
  );
});
