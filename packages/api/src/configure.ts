/** Points the SDK, the hooks and the wrappers at one API root at once. */
import { client } from './gen/sdk/client.gen';
import { absoluteApiBase, setApiBaseUrl } from './http/config';

export interface ApiConfiguration {
  /** The API root, absolute (`https://api.example.com/api`) or same-origin (`/api`). */
  baseUrl: string;
}

export function configureApi({ baseUrl }: ApiConfiguration): void {
  setApiBaseUrl(baseUrl);
  client.setConfig({ baseUrl: absoluteApiBase().href.replace(/\/$/, '') });
}
