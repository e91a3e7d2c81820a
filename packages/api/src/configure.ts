/** Points the SDK, the hooks and the wrappers at one API root at once. */
import { setApiBaseUrl } from './http/config';

export interface ApiConfiguration {
  /** The API root, absolute (`https://api.example.com/api`) or same-origin (`/api`). */
  baseUrl: string;
}

/**
 * The hooks and the wrappers read the root on every call; the SDK client (which copies it) follows
 * through src/http/hey-api-runtime.ts, so this module does not load the SDK for apps that never use it.
 */
export function configureApi({ baseUrl }: ApiConfiguration): void {
  setApiBaseUrl(baseUrl);
}
