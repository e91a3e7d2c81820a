/** Parts the materials screens share (not a screen of its own). */
export * from './hrefs';
export * from './labels';
export { MaterialBody, fileName } from './material-content';
export { MaterialsHeader, type MaterialsHeaderProps } from './materials-header';
export { refreshMaterials } from './refresh';
export { parseMaterialId, useMaterial } from './use-material';
