export { MarkModulesComplete } from './mark-modules-complete';
