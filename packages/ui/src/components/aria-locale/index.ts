export { AriaLocale } from './aria-locale';
