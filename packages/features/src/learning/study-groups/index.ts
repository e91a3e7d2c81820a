export { StudyGroupsPage } from './study-groups-page';
