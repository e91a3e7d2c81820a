export { PAGE_CHANGE_OVERLAY_MS, PageChangeOverlay, type PageChangeOverlayProps } from './page-change-overlay';
