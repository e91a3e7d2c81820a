/** A searchable single choice: type to filter a list, pick with the keyboard or pointer. */
import { Box, Combobox as ChakraCombobox, useFilter, useListCollection } from '@chakra-ui/react';
import { PopupPortal } from '../popup-portal/popup-portal';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { FormField, type FieldBaseProps } from '../form-field/form-field';
import type { SelectOption } from '../select/select';

registerRecipes({ slotRecipes: { combobox: comboboxSlotRecipe } });

export interface ComboboxProps extends FieldBaseProps {
  /** All choices; the list filters them as the user types (accent- and case-insensitive, anywhere in the label). */
  options: readonly SelectOption[];
  /** The selected value (controlled); null for none. */
  value?: string | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Hint inside the empty input, e.g. 'Search courses'. */
  placeholder?: string;
  /** Shown when nothing matches. Defaults to 'No matches'. */
  emptyText?: string;
  /** Label of the clear button. Defaults to 'Clear selection'. */
  clearLabel?: string;
  /** Label of the open-list button. Defaults to 'Show options'. */
  triggerLabel?: string;
  /** The form field name (a hidden input carries the value). */
  name?: string;
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Called with the typed text instead of filtering `options` here: the caller searches (e.g. the
   * server) and passes the results as `options`. See AsyncCombobox.
   */
  onSearch?: (text: string) => void;
  /** While true the list says `loadingText` instead of `emptyText`. */
  loading?: boolean;
  /** Defaults to 'Searching…'. */
  loadingText?: string;
}

const toArray = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? [] : [value]);

export function Combobox({
  label,
  helpText,
  error,
  required,
  disabled,
  readOnly,
  hideLabel,
  id,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  emptyText = 'No matches',
  clearLabel = 'Clear selection',
  triggerLabel = 'Show options',
  name,
  size = 'md',
  onSearch,
  loading = false,
  loadingText = 'Searching…',
}: ComboboxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, set } = useListCollection<SelectOption>({
    initialItems: options,
    filter: contains,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    isItemDisabled: (item) => Boolean(item.disabled),
  });
  // Options may arrive later (e.g. loaded from the server): replace the list when they change.
  const shown = useRef(options);
  useEffect(() => {
    if (shown.current === options) return;
    shown.current = options;
    set([...options]);
  }, [options, set]);

  return (
    <FormField {...{ label, helpText, error, required, disabled, readOnly, hideLabel, id }}>
      {({ 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <ChakraCombobox.Root
          collection={collection}
          size={size}
          name={name}
          value={toArray(value)}
          defaultValue={toArray(defaultValue)}
          onValueChange={(details) => onChange?.(details.value[0] ?? null)}
          // Filter while typing; show every option again when the list is opened another way.
          onInputValueChange={(details) => {
            if (details.reason !== 'input-change') return onSearch ? undefined : filter('');
            return onSearch ? onSearch(details.inputValue) : filter(details.inputValue);
          }}
          onOpenChange={(details) => {
            if (details.open && details.reason !== 'input-change' && !onSearch) filter('');
          }}
          openOnClick
          positioning={{ sameWidth: true }}
        >
          <ChakraCombobox.Control>
            <ChakraCombobox.Input placeholder={placeholder} aria-describedby={describedBy} aria-invalid={invalid} />
            <ChakraCombobox.IndicatorGroup>
              <ChakraCombobox.ClearTrigger aria-label={clearLabel} />
              <ChakraCombobox.Trigger aria-label={triggerLabel} />
            </ChakraCombobox.IndicatorGroup>
          </ChakraCombobox.Control>
          <PopupPortal>
            <ChakraCombobox.Positioner>
              <ChakraCombobox.Content>
                {collection.size === 0 ? (
                  // A listbox must hold options (Ark's Empty is role=presentation): a disabled one says so.
                  <Box
                    role="option"
                    aria-disabled="true"
                    aria-selected="false"
                    // Chakra hides an empty list unless it holds its "empty" part.
                    data-scope="combobox"
                    data-part="empty"
                    py="var(--combobox-item-padding-y)"
                    px="var(--combobox-item-padding-x)"
                    color="fg.muted"
                  >
                    {loading ? loadingText : emptyText}
                  </Box>
                ) : null}
                {collection.items.map((item) => (
                  <ChakraCombobox.Item item={item} key={item.value}>
                    {item.label}
                    <ChakraCombobox.ItemIndicator />
                  </ChakraCombobox.Item>
                ))}
              </ChakraCombobox.Content>
            </ChakraCombobox.Positioner>
          </PopupPortal>
        </ChakraCombobox.Root>
      )}
    </FormField>
  );
}
