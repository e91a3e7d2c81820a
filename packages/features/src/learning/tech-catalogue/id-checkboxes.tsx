/** A list of ids as checkboxes (a stack's languages and technologies): the body gets numbers. */
import { CheckboxGroup, type SelectOption } from '@ujuzi/ui';
import { useController } from 'react-hook-form';

export function IdCheckboxes({ name, label, options }: { name: string; label: string; options: readonly SelectOption[] }) {
  const { field, fieldState } = useController({ name });
  const ids = (field.value as number[] | undefined) ?? [];
  return (
    <CheckboxGroup
      name={field.name}
      label={label}
      orientation="horizontal"
      options={options}
      value={ids.map(String)}
      onChange={(values) => field.onChange(values.map(Number))}
      error={fieldState.error?.message}
    />
  );
}
