export { PeopleImportPage } from './people-import-page';
