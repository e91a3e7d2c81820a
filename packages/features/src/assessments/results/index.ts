export { RESULT_LIST_SPEC, ResultsPage } from './results-page';
