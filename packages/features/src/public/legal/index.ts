/** The `public/legal` area: terms, privacy, cookies and the accessibility statement. */
export { TermsPage } from './terms-page';
export { PrivacyPage } from './privacy-page';
export { CookiesPage } from './cookies-page';
export { AccessibilityPage } from './accessibility-page';
