/** Start-up stage: the API client (evaluated in its own task; see main.tsx). */
export { configureApi, DEFAULT_API_BASE_URL } from '@ujuzi/api';
