/**
 * @ujuzi/api: the typed SDK and the one set of API types (generated from openapi/ by hey-api),
 * the HTTP core every client calls through, and the session's token storage.
 * TanStack Query hooks live in `@ujuzi/api/hooks`; MSW handlers in `@ujuzi/api/mocks`.
 */
export * from './gen/sdk';
export { client as sdkClient } from './gen/sdk/client.gen';
export { configureApi } from './configure';
export { DEFAULT_API_BASE_URL, getApiBaseUrl } from './http/config';
export {
  ApiError,
  RequestTimeoutError,
  errorTextFromBody,
  errorTextForStatus,
  fieldErrorsFromBody,
  formErrorsFromBody,
  type FormErrors,
  toApiError,
  type ApiErrorKind,
} from './http/errors';
export { apiRequest, apiUrl, readBody, type ApiRequest, type ApiResult, type QueryValue } from './http/request';
export {
  downloadFile,
  filenameFromContentDisposition,
  saveFile,
  type DownloadRequest,
  type DownloadedFile,
} from './http/download';
export { isPublicRequest, onSessionExpired, operationFlags, ujuziFetch } from './http/transport';
export { uploadRequest, type UploadProgress, type UploadRequest } from './http/upload';
export type { OperationInfo } from './http/operations';
export type { OperationFlags } from './http/operation-flags';
export { operations } from './gen/operations.gen';
export * from './session/auth-storage';
export {
  SESSION_MESSAGES,
  Session,
  type ProviderCredential,
  type SessionResult,
  type SessionState,
  type SessionStatus,
  type SessionUser,
  type TwoFactorStep,
} from './session/session';
