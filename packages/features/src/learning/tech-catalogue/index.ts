export { LanguagesPage } from './languages-page';
export { TechnologiesPage } from './technologies-page';
export { TechStacksPage } from './tech-stacks-page';
