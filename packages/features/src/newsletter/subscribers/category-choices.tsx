/** The newsletter categories a subscriber follows, as checkboxes bound to a form's id list (none = all). */
import { useListNewsletterCategories } from '@ujuzi/api/hooks';
import { CheckboxGroup } from '@ujuzi/ui';
import { useController } from 'react-hook-form';

export function CategoryChoices({ name, label, helpText }: { name: string; label: string; helpText?: string }) {
  const { field, fieldState } = useController({ name });
  const categories = useListNewsletterCategories({ page_size: 100, ordering: 'display_order' });
  const options = (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  const value = ((field.value as number[] | null | undefined) ?? []).map(String);
  return (
    <CheckboxGroup
      name={field.name}
      label={label}
      helpText={helpText}
      options={options}
      value={value}
      onChange={(checked) => field.onChange(checked.map(Number))}
      error={fieldState.error?.message}
      orientation="horizontal"
    />
  );
}
