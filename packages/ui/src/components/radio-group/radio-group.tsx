/**
 * One choice among a few, all visible (e.g. payment method, frequency): native radios sharing a name,
 * visually hidden but focusable, drawn with Chakra's radio-group recipe. The browser gives arrow-key
 * moves within the group (skipping disabled choices), label clicks and form submission.
 */
import { chakra, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { dataAttr, isFocusVisible, visuallyHidden } from '../checkbox/native-control';
import { FieldTexts } from '../form-field/field-texts';
import { useFieldIds } from '../form-field/form-field';

export interface RadioOption {
  /** The value submitted and passed to onChange. */
  value: string;
  /** The visible label. */
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's label (its accessible name), e.g. 'Payment method'. */
  label: ReactNode;
  /** The choices. */
  options: readonly RadioOption[];
  /** The selected value (controlled); null for none. */
  value?: string | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** A hint under the label, read with the group. */
  helpText?: ReactNode;
  /** An error ('Choose a payment method'); marks the group invalid. */
  error?: ReactNode;
  /** Shows the required marker and requires a choice. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The form field name. */
  name?: string;
  /** 'vertical' (default) or 'horizontal' (wraps on narrow screens). */
  orientation?: 'vertical' | 'horizontal';
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** The group's id; generated when omitted. */
  id?: string;
}

/** Which choice has focus, and whether it shows the focus ring. */
interface Focus {
  value: string;
  visible: boolean;
}

export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  helpText,
  error,
  required,
  disabled,
  readOnly,
  name,
  orientation = 'vertical',
  size = 'md',
  id,
}: RadioGroupProps) {
  const { controlId, helpId, errorId, hasError, describedBy } = useFieldIds({ id, helpText, error });
  const labelId = `${controlId}-label`;
  const recipe = useSlotRecipe({ key: 'radioGroup' });
  const styles = recipe({ size });
  const classNames = recipe.classNameMap;
  const root = useRef<HTMLDivElement>(null);
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue ?? null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const selected = value === undefined ? uncontrolled : value;

  /** A click on the group's label focuses the chosen radio, else the first one enabled (as Ark does). */
  const focusChoice = () => {
    const radios = [...(root.current?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])].filter(
      (radio) => !radio.disabled,
    );
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  };

  return (
    <chakra.div
      ref={root}
      role="radiogroup"
      id={controlId}
      css={styles.root}
      className={classNames.root}
      colorPalette="brand"
      position="relative"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      aria-readonly={readOnly || undefined}
      aria-orientation={orientation}
      data-orientation={orientation}
      data-disabled={dataAttr(disabled)}
      data-invalid={dataAttr(hasError)}
      data-required={dataAttr(required)}
    >
      <Stack gap="2">
        <chakra.span
          id={labelId}
          css={[styles.label, { fontWeight: 'medium', textStyle: 'sm' }]}
          className={classNames.label}
          data-orientation={orientation}
          data-disabled={dataAttr(disabled)}
          data-invalid={dataAttr(hasError)}
          data-required={dataAttr(required)}
          onClick={focusChoice}
        >
          {label}
          {required ? (
            <Text as="span" color="fg.error" aria-hidden="true" ms="1">
              *
            </Text>
          ) : null}
        </chakra.span>
        <Stack
          direction={orientation === 'horizontal' ? 'row' : 'column'}
          gap={orientation === 'horizontal' ? '5' : '2.5'}
          wrap="wrap"
        >
          {options.map((option, index) => {
            const inputId = `${controlId}-option-${index}`;
            const textId = `${inputId}-label`;
            const optionDisabled = Boolean(disabled || option.disabled);
            const checked = selected === option.value;
            // Ark's item data attributes, which the recipe's styles select on.
            const dataAttrs = {
              'data-state': checked ? 'checked' : 'unchecked',
              'data-checked': dataAttr(checked),
              'data-disabled': dataAttr(optionDisabled),
              'data-invalid': dataAttr(hasError),
              'data-readonly': dataAttr(readOnly),
              'data-focus-visible': dataAttr(focus?.value === option.value && focus.visible && !optionDisabled),
              'data-orientation': orientation,
            };
            return (
              <chakra.label
                key={option.value}
                css={[styles.item, { alignItems: 'flex-start' }]}
                className={classNames.item}
                {...dataAttrs}
              >
                <input
                  type="radio"
                  id={inputId}
                  name={name || controlId}
                  value={option.value}
                  checked={checked}
                  required={required}
                  disabled={optionDisabled || readOnly}
                  aria-labelledby={textId}
                  aria-invalid={hasError || undefined}
                  style={visuallyHidden}
                  onChange={(event) => {
                    if (!event.currentTarget.checked) return;
                    if (value === undefined) setUncontrolled(option.value);
                    onChange?.(option.value);
                  }}
                  onFocus={(event) => setFocus({ value: option.value, visible: isFocusVisible(event.currentTarget) })}
                  onBlur={() => setFocus(null)}
                />
                <chakra.span css={styles.itemControl} className={classNames.itemControl} aria-hidden="true" {...dataAttrs}>
                  {checked ? <span className="dot" /> : null}
                </chakra.span>
                <Stack gap="0.5">
                  <chakra.span id={textId} css={styles.itemText} className={classNames.itemText} {...dataAttrs}>
                    {option.label}
                  </chakra.span>
                  {option.description ? (
                    <Text textStyle="xs" color="fg.muted">
                      {option.description}
                    </Text>
                  ) : null}
                </Stack>
              </chakra.label>
            );
          })}
        </Stack>
        <FieldTexts {...{ helpId, errorId, helpText, error, hasError }} />
      </Stack>
    </chakra.div>
  );
}
