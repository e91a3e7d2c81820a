/** Runtime configuration of the hey-api client: our base URL and our fetch (the HTTP core). */
import type { CreateClientConfig } from '../gen/sdk/client.gen';
import { absoluteApiBase } from './config';
import { ujuziFetch } from './transport';

export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: absoluteApiBase().href.replace(/\/$/, ''),
  fetch: ujuziFetch,
});
