/** The public site's shell on its own, for the app half to load when it first shows a public or sign-in page (router.tsx). */
export { PublicShell } from '@ujuzi/features/shell';
