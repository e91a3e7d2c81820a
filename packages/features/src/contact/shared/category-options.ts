/** The contact categories as select options (value = category id), for the inquiries and FAQ lists. */
import { useListContactCategories } from '@ujuzi/api/hooks';
import type { SelectOption } from '@ujuzi/ui';

export function useCategoryOptions(): SelectOption[] {
  const categories = useListContactCategories({ page_size: 100 });
  return (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name }));
}
