export { Dialog, preloadDialog, type DialogProps } from './dialog';
