/** A native checkbox for row selection: light enough for thousands of rows, with a real indeterminate state. */
import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface SelectionCheckboxProps {
  /** The accessible name ('Select Wanjiku Kamau', 'Select all rows on this page'). */
  label: string;
  /** Whether the box is ticked. */
  checked: boolean;
  /** Some but not all rows selected (read as "mixed"). */
  indeterminate?: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  /** Greys the box out (no rows to select). */
  disabled?: boolean;
}

export function SelectionCheckbox({ label, checked, indeterminate = false, onChange, disabled }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      boxSize="4.5"
      accentColor="brand.solid"
      cursor="pointer"
      verticalAlign="middle"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    />
  );
}
