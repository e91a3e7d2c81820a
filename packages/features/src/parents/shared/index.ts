export { ParentsHeader, PARENTS_CRUMB, type ParentsHeaderProps } from './parents-header';
export { useParent } from './use-parent';
