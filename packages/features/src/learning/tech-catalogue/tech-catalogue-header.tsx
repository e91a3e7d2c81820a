/** The head of the tech catalogue's screens: its crumbs and its three sections (languages, technologies, stacks). */
import type { ReactNode } from 'react';
import { AreaHeader, links, type Area } from '../../infra/kit';
import { COURSES_CRUMB } from '../shared';

const TECH_CATALOGUE: Area = {
  label: 'Tech catalogue',
  sections: [
    { label: 'Programming languages', href: links.programmingLanguages() },
    { label: 'Technologies', href: links.technologies() },
    { label: 'Tech stacks', href: links.techStacks() },
  ],
};

export function TechCatalogueHeader(props: { title: string; current: string; description: string; actions?: ReactNode }) {
  return <AreaHeader area={TECH_CATALOGUE} trail={[COURSES_CRUMB]} {...props} />;
}

/** Labels of the contract's TechnologyCategory. */
export const TECHNOLOGY_CATEGORY_LABELS = {
  framework: 'Framework',
  library: 'Library',
  database: 'Database',
  tool: 'Tool',
  platform: 'Platform',
  cloud: 'Cloud',
  other: 'Other',
} as const;
