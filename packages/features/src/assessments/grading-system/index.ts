// A grading system's page is an entry of its own: with the list's in one chunk the two were 77 KB gz.
export { GradingSystemPage } from '../grading/system-page';
