/** What search engines and link previews read of a course: its summary and its schema.org structured data. */
import { useQuery } from '@tanstack/react-query';
import type { Course } from '@ujuzi/api';
import { siteInfoQuery } from '../../infra/shell/site-info';
import { coursePath } from '../shared/course-labels';
import { SITE, siteUrl } from '../shared/site';

/** Plain text of the course's HTML description, for meta descriptions. */
export function summaryOf(course: Pick<Course, 'subtitle' | 'description' | 'title'>): string {
  const text = (course.subtitle || course.description?.replace(/<[^>]+>/g, ' ') || course.title).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** Structured data for search engines (schema.org Course with its offer). */
export function CourseJsonLd({ course }: { course: Course }) {
  // The school's name as the office keeps it (prefetched with every prerendered page).
  const school = useQuery(siteInfoQuery()).data?.school_name ?? SITE.name;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: summaryOf(course),
    url: siteUrl(coursePath(course)),
    provider: { '@type': 'EducationalOrganization', name: school, sameAs: SITE.origin },
    offers: {
      '@type': 'Offer',
      category: course.pricing_type === 'free' ? 'Free' : 'Paid',
      price: course.price,
      priceCurrency: course.currency,
    },
  };
  // JSON in a script element: '<' is escaped so the content can never close the element.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
  );
}
