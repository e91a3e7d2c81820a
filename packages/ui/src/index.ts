/** @ujuzi/ui: Ujuzi's design system. Data comes in through props; nothing here knows the API. */
export { UiProvider, type UiProviderProps } from './provider';
export {
  useColorMode,
  ColorModeProvider,
  COLOR_MODE_STORAGE_KEY,
  colorModeScript,
  applyColorMode,
  type ColorMode,
  type ColorModePreference,
  type ColorModeContextValue,
} from './color-mode';
export { getSystem, prepareGlobalStyles, themeConfig, breakpoints, BREAKPOINT_PX } from './theme';
export * from './hydration';
export { DataSaverProvider, OnRequest, useDataSaverActive, type OnRequestProps } from './data-saver';
export { AssetUrlProvider, useAssetUrl, isAbsoluteUrl, joinBaseUrl, type ResolveAssetUrl } from './asset-url';

// Actions, navigation, forms, overlays, feedback, display.
export * from './components/aria-locale';
export * from './components/button';
export * from './components/icon-button';
export * from './components/link';
export * from './components/form-field';
export * from './components/text-field';
export * from './components/password-field';
export * from './components/select';
export * from './components/combobox';
export * from './components/checkbox';
export * from './components/switch';
export * from './components/radio-group';
export * from './components/date-picker';
export * from './components/file-upload';
export * from './components/number-field';
export * from './components/date-time-field';
export * from './components/checkbox-group';
export * from './components/markdown-field';
export * from './components/dialog';
export * from './components/confirm-dialog';
export * from './components/drawer';
export * from './components/menu';
export * from './components/tabs';
export * from './components/tooltip';
export * from './components/toast';
export * from './components/badge';
export * from './components/avatar';
export * from './components/card';
export * from './components/stat-card';

// Data and feedback components, loading view and shells (UI-2): add exports below.
export * from './components/data-table';
export * from './components/simple-table';
export * from './components/outcome-list';
export * from './components/pagination';
export * from './components/search-input';
export * from './components/filters-bar';
export * from './components/empty-state';
export * from './components/error-state';
export * from './components/skeletons';
export * from './components/progress';
export * from './components/stepper';
export * from './components/timeline';
export * from './components/safe-html';
export * from './components/money';
export * from './components/relative-time';
export * from './components/file-size';
export * from './components/charts';
export * from './components/code-block';
export * from './components/code-editor';
export * from './components/qr-code';
export * from './components/loading-view';
export * from './components/page-change-overlay';
export * from './components/page-load-error';
export * from './components/notification-list';
export * from './shells';
