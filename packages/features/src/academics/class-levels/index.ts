export { ClassLevelsPage } from './class-levels-page';
