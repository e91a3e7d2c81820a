export { SchoolProfilePage } from './school-profile-page';
