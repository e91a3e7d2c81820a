/** The `auth` area: sign-in, registration, password reset and third-party sign-in pages. */
export { ForgotPasswordPage } from './auth/forgot-password-page';
export { LoginPage } from './auth/login-page';
export { OAuthCallbackPage, OAuthSuccessPage } from './auth/oauth-pages';
export { RegisterPage } from './auth/register-page';
export { ResetPasswordPage } from './auth/reset-password-page';
