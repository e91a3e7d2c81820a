/** Parts the materials screens share (not a screen of its own). */
export * from './labels';
export { MaterialBody, fileName } from './material-content';
export { MaterialsHeader, type MaterialsHeaderProps } from './materials-header';
export { refreshMaterials } from './refresh';
export { useMaterial } from './use-material';
