/** Where the materials screens live (routes.txt). */
import { href } from '@ujuzi/domain';

export const MATERIALS_HREF = '/dashboard/materials';
export const NEW_MATERIAL_HREF = '/dashboard/materials/new';
export const COURSES_HREF = '/dashboard/courses';

export const materialHref = (id: number): string => href('/dashboard/materials/:id', { id });
export const materialEditHref = (id: number): string => href('/dashboard/materials/edit/:id', { id });
/** The learner-facing viewer of a material bound to a course. */
export const courseMaterialHref = (courseSlug: string, materialId: number): string =>
  href('/dashboard/courses/:slug/materials/view/:materialId', { slug: courseSlug, materialId });
export const courseHref = (slug: string): string => href('/dashboard/courses/:slug', { slug });

/** The materials list narrowed by its URL filters (`?resource_type=video&course=3`). */
export function materialsHref(filters: Record<string, string | number | boolean | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${MATERIALS_HREF}?${search}` : MATERIALS_HREF;
}
