/**
 * Runtime configuration of the hey-api client: our base URL and our fetch (the HTTP core). The
 * generated client imports this module, so the SDK's wiring loads with the SDK and only with it:
 * configureApi need not import the client, and pages that use only the hooks never load it.
 */
import { absoluteApiBase, onApiBaseUrlChange } from './config';
import { ujuziFetch } from './transport';
// A deliberate cycle (the generated client imports this module): `client` is read only when the
// API root changes, long after both modules have run.
import { client, type CreateClientConfig } from '../gen/sdk/client.gen';

const sdkBaseUrl = (): string => absoluteApiBase().href.replace(/\/$/, '');

/** Called once, when the generated client is created: the API root of that moment (configureApi may have run). */
export function createClientConfig(config?: Parameters<CreateClientConfig>[0]): ReturnType<CreateClientConfig> {
  return { ...config, baseUrl: sdkBaseUrl(), fetch: ujuziFetch };
}

// ...and every later configureApi reaches the client too.
onApiBaseUrlChange(() => client.setConfig({ baseUrl: sdkBaseUrl() }));
