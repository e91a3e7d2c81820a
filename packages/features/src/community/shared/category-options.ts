/** The forum's categories as a filter's options (its id, its name), for the topics' and the articles' lists. */
import { useListCommunityCategories } from '@ujuzi/api/hooks';

export function useCategoryOptions(): { value: string; label: string }[] {
  const categories = useListCommunityCategories({ page_size: 100 });
  return (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name }));
}
