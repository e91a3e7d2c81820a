export { TEMPLATE_LIST_SPEC, TemplatesPage } from './templates-page';
