/**
 * The session of client spec §4–§9, without React: initializing → anonymous | authenticated, sign-in
 * (password and third-party), registration, token refresh on a timer, profile and password changes
 * with one refresh-and-retry on 401, and logout. Screens subscribe and turn each result's message
 * and `redirectTo` into a toast and a navigation.
 */
import {
  SESSION_CHECK_AFTER_HIDDEN_MS,
  displayName,
  fallbackUser,
  isJwt,
  isStoredTokenValid,
  refreshDelay,
  registrationPayload,
  sessionRefreshDelay,
  throttleWaitSeconds,
  type RegistrationInput,
} from '@ujuzi/domain';
import type {
  AuthTokenResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  OAuthProviderName,
  PatchedProfileUpdateRequest,
  SessionRefresh,
  SessionValidation,
  SignInResponse,
  TwoFactorChallenge,
  TwoFactorVerification,
  User,
} from '../gen/sdk/types.gen';
import { fieldErrorsFromBody, errorTextFromBody } from '../http/errors';
import { apiRequest, type ApiRequest, type ApiResult } from '../http/request';
import { onSessionExpired } from '../http/transport';
import {
  clearAuthData,
  getStoredRefreshToken,
  getStoredToken,
  getStoredUser,
  removeStoredTokenAndUser,
  setStoredRefreshToken,
  setStoredToken,
  setStoredUser,
} from './auth-storage';

export type SessionStatus = 'initializing' | 'anonymous' | 'authenticated';

/** The signed-in user: the API's User, or the minimal fallback when the server sent none. */
export type SessionUser = Pick<User, 'id' | 'username' | 'user_type'> & Partial<User>;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The last failure's message, cleared by the next success. */
  error: string | null;
}

export interface SessionResult {
  ok: boolean;
  /** The toast to show (success or failure). */
  message: string;
  /** Where the app should go next, when the spec says so. */
  redirectTo?: string;
  /** Per-field messages (first of each list) for forms. */
  fieldErrors?: Record<string, string>;
  /** The password (or provider) was right and two-factor sign-in is on: ask for a code, nothing is stored yet. */
  twoFactor?: TwoFactorStep;
  /** Too many wrong codes: seconds before another code is taken. */
  retryAfterSeconds?: number;
  /** The sign-in's second step can no longer complete: start again from the password. */
  restart?: boolean;
}

/** A sign-in waiting for its second factor. */
export interface TwoFactorStep {
  challenge: string;
  /** Epoch ms after which the challenge is gone. */
  expiresAt: number;
  /** Set when the first step was a Google or GitHub sign-in (the greeting differs). */
  provider?: OAuthProviderName;
}

export const SESSION_MESSAGES = {
  missingToken: 'Invalid response from server. Missing token.',
  storeFailed: 'Failed to store authentication token. Please try again.',
  readBackFailed: 'Authentication error. Please try again.',
  loginCredentials: 'Login failed. Please check your credentials.',
  loginRetry: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed.',
  registrationCheck: 'Registration failed. Please check your information.',
  registrationRetry: 'Registration failed. Please try again.',
  registered: 'Registration successful! Please login with your credentials.',
  profileFailed: 'Profile update failed.',
  profileRetry: 'Profile update failed. Please try again.',
  passwordFailed: 'Password change failed.',
  passwordRetry: 'Password change failed. Please try again.',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  authRequired: 'Authentication required. Please login again.',
  notAuthenticated: 'User not authenticated',
  loggedOut: 'Successfully logged out',
  sessionExpired: 'Session expired. Please login again.',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  welcome: (name: string) => `Welcome, ${name}!`,
  providerMissingToken: (provider: string) => `Invalid response from ${provider}. Missing token.`,
  providerMissingUser: (provider: string) => `Invalid response from ${provider}. Missing user data.`,
  providerFailed: (provider: string) => `${provider} login failed.`,
  providerRetry: (provider: string) => `${provider} login failed. Please try again.`,
  twoFactorNeeded: 'Enter the 6-digit code from your authenticator app.',
  twoFactorWrong: 'Invalid two-factor code.',
  twoFactorExpired: 'This sign-in has expired. Please sign in again.',
  twoFactorWait: (seconds: number) => `Too many wrong codes. Please try again in ${seconds} seconds.`,
} as const;

/** The wait after too many wrong codes when the server names none. */
const TWO_FACTOR_DEFAULT_WAIT_S = 60;

/** A sign-in answer that asks for the second factor instead of giving a key. */
const isChallenge = (answer: SignInResponse | Partial<AuthTokenResponse>): answer is TwoFactorChallenge =>
  'two_factor_required' in answer && answer.two_factor_required === true && typeof answer.challenge === 'string';

const PROVIDER_LABELS: Record<OAuthProviderName, string> = { google: 'Google', github: 'GitHub' };

/** Third-party sign-in: a provider credential (Google ID token, access token) or an authorization code. */
export type ProviderCredential = { credential: string } | { access_token: string } | { code: string; redirect_uri: string };

type Listener = (state: SessionState) => void;

/** The token of a sign-in or refresh answer: `access`, else `token`. */
const tokenOf = (answer: Partial<Pick<AuthTokenResponse, 'access' | 'token'>> | null | undefined): string | undefined =>
  answer?.access || answer?.token || undefined;

/** Input mistakes (4xx) ask the person to check what they typed; anything else to try again. */
const isInputFailure = (status: number) => status >= 400 && status < 500 && status !== 429;

export class Session {
  private state: SessionState = { status: 'initializing', user: null, error: null };
  private readonly listeners = new Set<Listener>();
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private stopExpiryListener: (() => void) | undefined;
  private stopVisibilityListener: (() => void) | undefined;
  /** When the page was last hidden (epoch ms), null while it is shown. */
  private hiddenSince: number | null = null;

  getState(): SessionState {
    return this.state;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: Partial<SessionState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener(this.state);
  }

  /**
   * Start from storage: with a stored token and user the user is there at once (with a refresh timer
   * for a JWT) and refreshed from the server in the background, keeping the stored one on failure.
   * Otherwise the visitor is anonymous.
   */
  start(): void {
    this.stopExpiryListener ??= onSessionExpired(() => this.expire());
    this.stopVisibilityListener ??= this.watchVisibility();
    const token = getStoredToken();
    const user = getStoredUser<SessionUser>();
    if (!token || !user || !isStoredTokenValid(token, getStoredRefreshToken())) {
      this.set({ status: 'anonymous', user: null });
      return;
    }
    this.set({ status: 'authenticated', user, error: null });
    this.scheduleRefresh(token);
    void this.fetchUser();
    // A key that is not a JWT carries no expiry: the server states it (and the timer follows it).
    if (!isJwt(token)) void this.validate();
  }

  /** Stops timers and listeners (tests, hot reload). */
  dispose(): void {
    clearTimeout(this.refreshTimer);
    this.stopExpiryListener?.();
    this.stopExpiryListener = undefined;
    this.stopVisibilityListener?.();
    this.stopVisibilityListener = undefined;
  }

  /**
   * Back on a tab hidden for a long while (SESSION_CHECK_AFTER_HIDDEN_MS), the key is checked with the
   * server: one revoked or expired meanwhile signs the person out (the transport's 401 handling).
   */
  private watchVisibility(): (() => void) | undefined {
    if (typeof document === 'undefined') return undefined;
    const page = document;
    const onChange = () => {
      if (page.visibilityState === 'hidden') {
        this.hiddenSince = Date.now();
        return;
      }
      const away = this.hiddenSince === null ? 0 : Date.now() - this.hiddenSince;
      this.hiddenSince = null;
      if (away >= SESSION_CHECK_AFTER_HIDDEN_MS && this.state.status === 'authenticated') void this.validate();
    };
    page.addEventListener('visibilitychange', onChange);
    return () => page.removeEventListener('visibilitychange', onChange);
  }

  /**
   * Asks the server whether the stored key still holds (validate-session). Valid: the user is updated
   * and a key that is not a JWT gets its refresh timer from the stated expiry. A 401 signs out (through
   * the transport). No answer (offline) keeps the session as it is. True unless signed out.
   */
  async validate(): Promise<boolean> {
    if (!getStoredToken()) return false;
    const result = await apiRequest<SessionValidation>({ path: '/accounts/validate-session/' });
    if (result.status === 401) {
      this.expire();
      return false;
    }
    if (!result.data) return this.state.status === 'authenticated';
    setStoredUser(result.data.user);
    if (this.state.status === 'authenticated') this.set({ user: result.data.user });
    this.scheduleSessionRefresh(result.data.expires_at);
    return true;
  }

  /** A key that is not a JWT is prolonged (refresh-session) on the spec's timer, from the expiry the server states. */
  private scheduleSessionRefresh(expiresAt: string | null): void {
    const token = getStoredToken();
    if (!token || isJwt(token)) return;
    clearTimeout(this.refreshTimer);
    const delay = sessionRefreshDelay(expiresAt);
    if (delay === null) return;
    this.refreshTimer = setTimeout(() => void this.prolong(), delay);
  }

  /** Prolongs the session (refresh-session): a new key replaces the stored one; the timer is rescheduled. */
  async prolong(): Promise<boolean> {
    const result = await apiRequest<SessionRefresh>({ method: 'POST', path: '/accounts/refresh-session/' });
    if (!result.data?.token) return false;
    try {
      if (result.data.token !== getStoredToken()) setStoredToken(result.data.token);
    } catch {
      return false;
    }
    this.scheduleSessionRefresh(result.data.expires_at);
    return true;
  }

  /** A 401 from any authenticated call: the transport already removed the token and user. */
  private expire(): void {
    clearTimeout(this.refreshTimer);
    if (this.state.status === 'authenticated')
      this.set({ status: 'anonymous', user: null, error: SESSION_MESSAGES.sessionExpired });
  }

  private scheduleRefresh(token: string): void {
    clearTimeout(this.refreshTimer);
    const delay = refreshDelay(token);
    if (delay === null) return;
    this.refreshTimer = setTimeout(() => void this.refresh(), delay);
  }

  /** Sends the refresh token; the new access (or token) replaces the stored one and the timer is rescheduled. */
  async refresh(): Promise<boolean> {
    const refresh = getStoredRefreshToken();
    if (!refresh) return false;
    const result = await apiRequest<Partial<AuthTokenResponse>>({
      method: 'POST',
      path: '/accounts/auth/jwt/refresh/',
      body: { refresh },
    });
    const token = tokenOf(result.data);
    if (!token) return false;
    try {
      setStoredToken(token);
      if (result.data?.refresh) setStoredRefreshToken(result.data.refresh);
    } catch {
      return false;
    }
    this.scheduleRefresh(token);
    return true;
  }

  /** A call that, on a 401, refreshes the token once and retries once (client spec §4). */
  private async withRefreshRetry<T>(request: ApiRequest): Promise<ApiResult<T>> {
    const refresh = getStoredRefreshToken();
    const first = await apiRequest<T>(request);
    if (first.status !== 401 || !refresh) return first;
    // The transport removed the token on the 401; the refresh token is still stored.
    if (!(await this.refresh())) return first;
    return apiRequest<T>(request);
  }

  /** Reloads the current user from the server; on failure the stored user stays. */
  async fetchUser(): Promise<SessionUser | null> {
    const result = await this.withRefreshRetry<User>({ path: '/accounts/users/me/' });
    if (!result.data) return null;
    setStoredUser(result.data);
    if (this.state.status === 'authenticated') this.set({ user: result.data });
    return result.data;
  }

  /** Stores the token of a sign-in answer and reads it back, with the spec's messages on failure. */
  private storeToken(token: string, refresh: string | null | undefined): string | null {
    try {
      setStoredToken(token);
      if (refresh) setStoredRefreshToken(refresh);
    } catch {
      return SESSION_MESSAGES.storeFailed;
    }
    return getStoredToken() === token ? null : SESSION_MESSAGES.readBackFailed;
  }

  private fail(message: string, extra: Partial<SessionResult> = {}): SessionResult {
    this.set({ error: message });
    return { ok: false, message, ...extra };
  }

  private failSignIn(message: string): SessionResult {
    clearAuthData();
    clearTimeout(this.refreshTimer);
    this.set({ status: 'anonymous', user: null });
    return this.fail(message);
  }

  /** Completes a sign-in answer: token stored, user known (or fetched, or the fallback), timer set. */
  private async completeSignIn(
    answer: Partial<AuthTokenResponse>,
    username: string,
    missingToken: string,
    missingUser?: string,
  ): Promise<SessionResult | SessionUser> {
    const token = tokenOf(answer);
    if (!token) return this.failSignIn(missingToken);
    const storeError = this.storeToken(token, answer.refresh);
    if (storeError) return this.failSignIn(storeError);
    let user: SessionUser | null = answer.user ?? null;
    if (!user) {
      const fetched = await apiRequest<User>({ path: '/accounts/users/me/' });
      user = fetched.data ?? (missingUser ? null : fallbackUser(username));
    }
    if (!user) return this.failSignIn(missingUser ?? SESSION_MESSAGES.loginRetry);
    setStoredUser(user);
    this.set({ status: 'authenticated', user, error: null });
    this.scheduleRefresh(token);
    if (!isJwt(token)) void this.validate();
    return user;
  }

  /** Password sign-in. Old auth data goes first; success greets the user and opens /dashboard. */
  async login(username: string, password: string): Promise<SessionResult> {
    clearAuthData();
    clearTimeout(this.refreshTimer);
    const typed = username.trim().toLowerCase();
    const result = await apiRequest<SignInResponse>({
      method: 'POST',
      path: '/accounts/token/',
      body: { username: typed, password },
    });
    if (!result.data) {
      const fallback = isInputFailure(result.status) ? SESSION_MESSAGES.loginCredentials : SESSION_MESSAGES.loginRetry;
      return this.failSignIn(
        isInputFailure(result.status) ? (errorTextFromBody(result.errorBody) ?? fallback) : (result.error ?? fallback),
      );
    }
    if (isChallenge(result.data)) return this.askForSecondFactor(result.data);
    const outcome = await this.completeSignIn(result.data, typed, SESSION_MESSAGES.missingToken);
    if ('ok' in outcome) return outcome;
    return { ok: true, message: SESSION_MESSAGES.welcomeBack(displayName(outcome)), redirectTo: '/dashboard' };
  }

  /** The first step was right: nothing is stored, the screen asks for a code. */
  private askForSecondFactor(answer: TwoFactorChallenge, provider?: OAuthProviderName): SessionResult {
    this.set({ status: 'anonymous', user: null, error: null });
    const twoFactor: TwoFactorStep = { challenge: answer.challenge, expiresAt: Date.now() + answer.expires_in * 1000 };
    if (provider) twoFactor.provider = provider;
    return { ok: false, message: SESSION_MESSAGES.twoFactorNeeded, twoFactor };
  }

  /**
   * The second step of a sign-in: the code (or a backup code) for the challenge. Success stores the key
   * and greets as the first step would have; a wrong code says so on the field; too many wrong codes
   * give the wait; an expired challenge sends the person back to the first step.
   */
  async verifySecondFactor(step: TwoFactorStep, code: string): Promise<SessionResult> {
    const result = await apiRequest<TwoFactorVerification>({
      method: 'POST',
      path: '/accounts/2fa/verify/',
      body: { challenge: step.challenge, code: code.replace(/\s+/g, '') },
    });
    if (!result.data) {
      if (result.status === 429) {
        const body = result.errorBody as { detail?: string } | undefined;
        const seconds = throttleWaitSeconds(body?.detail) ?? TWO_FACTOR_DEFAULT_WAIT_S;
        return this.fail(SESSION_MESSAGES.twoFactorWait(seconds), { retryAfterSeconds: seconds });
      }
      const fields = fieldErrorsFromBody(result.errorBody);
      if (fields.challenge || result.status === 401) return this.fail(SESSION_MESSAGES.twoFactorExpired, { restart: true });
      if (isInputFailure(result.status)) {
        const message = fields.code ?? errorTextFromBody(result.errorBody) ?? SESSION_MESSAGES.twoFactorWrong;
        return this.fail(message, { fieldErrors: { code: message } });
      }
      return this.fail(result.error ?? SESSION_MESSAGES.loginRetry);
    }
    const label = step.provider ? PROVIDER_LABELS[step.provider] : undefined;
    const outcome = await this.completeSignIn(
      result.data,
      result.data.user?.username ?? '',
      label ? SESSION_MESSAGES.providerMissingToken(label) : SESSION_MESSAGES.missingToken,
    );
    if ('ok' in outcome) return outcome;
    const name = displayName(outcome);
    return {
      ok: true,
      message: step.provider ? SESSION_MESSAGES.welcome(name) : SESSION_MESSAGES.welcomeBack(name),
      redirectTo: '/dashboard',
    };
  }

  /**
   * Google or GitHub sign-in with a provider credential (POST auth/oauth/<provider>/) or, for the
   * redirect flow, an authorization code (POST auth/oauth/exchange-code/). Same answer as login.
   */
  async loginWithProvider(provider: OAuthProviderName, credential: ProviderCredential): Promise<SessionResult> {
    clearAuthData();
    clearTimeout(this.refreshTimer);
    const label = PROVIDER_LABELS[provider];
    const request: ApiRequest =
      'code' in credential
        ? { method: 'POST', path: '/accounts/auth/oauth/exchange-code/', body: { provider, ...credential } }
        : { method: 'POST', path: `/accounts/auth/oauth/${provider}/`, body: credential };
    const result = await apiRequest<SignInResponse>(request);
    if (!result.data) {
      return this.failSignIn(
        isInputFailure(result.status)
          ? (errorTextFromBody(result.errorBody) ?? SESSION_MESSAGES.providerFailed(label))
          : SESSION_MESSAGES.providerRetry(label),
      );
    }
    if (isChallenge(result.data)) return this.askForSecondFactor(result.data, provider);
    if (!result.data.user) {
      // A third-party answer must carry the user (client spec §5).
      return this.failSignIn(
        tokenOf(result.data) ? SESSION_MESSAGES.providerMissingUser(label) : SESSION_MESSAGES.providerMissingToken(label),
      );
    }
    const outcome = await this.completeSignIn(
      result.data,
      result.data.user.username,
      SESSION_MESSAGES.providerMissingToken(label),
    );
    if ('ok' in outcome) return outcome;
    return { ok: true, message: SESSION_MESSAGES.welcome(displayName(outcome)), redirectTo: '/dashboard' };
  }

  /** Registration: server field errors per field (first message), non_field_errors as the general message. */
  async register(input: RegistrationInput): Promise<SessionResult> {
    const result = await apiRequest({ method: 'POST', path: '/accounts/auth/register/', body: registrationPayload(input) });
    if (result.status >= 200 && result.status < 300) {
      this.set({ error: null });
      return { ok: true, message: SESSION_MESSAGES.registered, redirectTo: '/login' };
    }
    if (isInputFailure(result.status)) {
      const fieldErrors = fieldErrorsFromBody(result.errorBody);
      const body = result.errorBody as { non_field_errors?: string[]; detail?: string; message?: string } | undefined;
      const general = body?.non_field_errors?.[0] ?? body?.detail ?? body?.message;
      return this.fail(
        general ??
          (Object.keys(fieldErrors).length > 0 ? SESSION_MESSAGES.registrationCheck : SESSION_MESSAGES.registrationFailed),
        { fieldErrors },
      );
    }
    return this.fail(SESSION_MESSAGES.registrationRetry);
  }

  private requireUser(): SessionResult | null {
    if (!getStoredToken() || this.state.status !== 'authenticated') {
      return this.fail(SESSION_MESSAGES.authRequired, { redirectTo: '/login' });
    }
    if (!this.state.user) return this.fail(SESSION_MESSAGES.notAuthenticated, { redirectTo: '/login' });
    return null;
  }

  /** Updates the signed-in user's profile (JSON, or multipart when a picture is sent); the answer is the updated user. */
  async updateProfile(changes: PatchedProfileUpdateRequest | FormData): Promise<SessionResult> {
    const denied = this.requireUser();
    if (denied) return denied;
    const result = await this.withRefreshRetry<User>({ method: 'PATCH', path: '/accounts/users/update_profile/', body: changes });
    if (result.status === 401) return this.fail(SESSION_MESSAGES.authRequired, { redirectTo: '/login' });
    if (!result.data) {
      const fieldErrors = fieldErrorsFromBody(result.errorBody);
      const message = isInputFailure(result.status)
        ? (result.error ?? SESSION_MESSAGES.profileFailed)
        : SESSION_MESSAGES.profileRetry;
      return this.fail(message, { fieldErrors });
    }
    setStoredUser(result.data);
    this.set({ user: result.data, error: null });
    return { ok: true, message: SESSION_MESSAGES.profileUpdated };
  }

  /** Changes the password; a token in the answer replaces the stored one. */
  async changePassword(body: ChangePasswordRequest): Promise<SessionResult> {
    const denied = this.requireUser();
    if (denied) return denied;
    const result = await this.withRefreshRetry<ChangePasswordResponse>({
      method: 'POST',
      path: '/accounts/users/change_password/',
      body,
    });
    if (result.status === 401) return this.fail(SESSION_MESSAGES.authRequired, { redirectTo: '/login' });
    if (!result.data) {
      const fieldErrors = fieldErrorsFromBody(result.errorBody);
      const message = isInputFailure(result.status)
        ? (result.error ?? SESSION_MESSAGES.passwordFailed)
        : SESSION_MESSAGES.passwordRetry;
      return this.fail(message, { fieldErrors });
    }
    if (result.data.token) {
      const storeError = this.storeToken(result.data.token, null);
      if (storeError) return this.fail(storeError);
      this.scheduleRefresh(result.data.token);
    }
    this.set({ error: null });
    return { ok: true, message: SESSION_MESSAGES.passwordChanged };
  }

  /** Logout: the server call's failure is ignored; local auth data is cleared anyway; then /login. */
  async logout(): Promise<SessionResult> {
    const refresh = getStoredRefreshToken();
    if (getStoredToken()) await apiRequest({ method: 'POST', path: '/accounts/auth/logout/', body: refresh ? { refresh } : {} });
    clearTimeout(this.refreshTimer);
    clearAuthData();
    this.set({ status: 'anonymous', user: null, error: null });
    return { ok: true, message: SESSION_MESSAGES.loggedOut, redirectTo: '/login' };
  }

  /** Clears the auth data without calling the server (a failed guard check). */
  clear(): void {
    clearTimeout(this.refreshTimer);
    removeStoredTokenAndUser();
    clearAuthData();
    this.set({ status: 'anonymous', user: null });
  }
}
