import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/api';

/**
 * The category and section a page of the FAQ sits in, by name, when the link said which category it came
 * from: the article calls name neither. Both come from calls the guardian's way here has usually cached.
 */
export function useFaqPlace(categoryId: number | undefined, sectionId: number | undefined) {
  const enabled = categoryId !== undefined;
  const category = useQuery({
    ...queries.getFaqCategories(),
    select: (list) => list.find((c) => c.id === categoryId),
    enabled,
  });
  const section = useQuery({
    ...queries.getFaqSections({ id: categoryId ?? 0 }),
    select: (list) => list.find((s) => s.id === sectionId),
    enabled: enabled && sectionId !== undefined,
  });
  return { category: enabled ? category.data : undefined, section: enabled ? section.data : undefined };
}
