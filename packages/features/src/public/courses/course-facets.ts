/**
 * The catalogue's filter choices (departments, programming languages, technologies with their ids),
 * read from the public by-pricing list of every published course: the lists of languages and
 * technologies themselves need a signed-in user, and the public tags carry no ids.
 */
import type { Course, CoursesByPricing } from '@ujuzi/api';

export interface FacetOption {
  id: number;
  name: string;
  slug?: string;
  /** Published courses with it. */
  count: number;
}

export interface CourseFacets {
  departments: FacetOption[];
  languages: FacetOption[];
  technologies: FacetOption[];
}

function tally(
  courses: readonly Course[],
  pick: (course: Course) => readonly { id: number; name: string; slug?: string }[],
): FacetOption[] {
  const byId = new Map<number, FacetOption>();
  for (const course of courses) {
    for (const item of pick(course)) {
      const option = byId.get(item.id) ?? { id: item.id, name: item.name, slug: item.slug, count: 0 };
      option.count += 1;
      byId.set(item.id, option);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function facetsOf(groups: CoursesByPricing): CourseFacets {
  const courses = [...groups.free, ...groups.paid, ...groups.subscription];
  return {
    departments: tally(courses, (course) => (course.department ? [course.department] : [])),
    languages: tally(courses, (course) => course.programming_languages ?? []),
    technologies: tally(courses, (course) => course.technologies ?? []),
  };
}
