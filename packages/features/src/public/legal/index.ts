/** The `public/legal` area: terms, privacy and cookies. */
export { TermsPage } from './terms-page';
export { PrivacyPage } from './privacy-page';
export { CookiesPage } from './cookies-page';
