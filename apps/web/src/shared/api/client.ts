import {
  AUTH_HEADER,
  messages,
  paths,
  REQUEST_TIMEOUT_MS,
  type RefreshResponse,
} from '@akkyeo/contracts';
import { ApiError } from './api-error';

/** A query parameter; a list is sent as the parameter repeated (`a=1&a=2`). */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON unless it is FormData, Blob or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Fetch = typeof globalThis.fetch;

export interface RefreshContext {
  baseUrl: string;
  fetch: Fetch;
}

export interface ApiClientConfig {
  baseUrl: string;
  fetch: Fetch;
  timeoutMs: number;
  getToken: () => string | null;
  /** Gets a new access token: the token, null when the reply carries none; throws when the call fails. */
  refresh: (context: RefreshContext) => Promise<string | null>;
  onTokenRefreshed: (token: string) => void;
  /** The refresh replied without a token. */
  onSessionExpired: () => void | Promise<void>;
  /** The refresh call itself failed. */
  onRefreshFailed: (error: unknown) => void | Promise<void>;
  /** Calls sent without the auth header. */
  isAnonymousPath: (path: string) => boolean;
  /** Calls whose 401/403 is passed on without a refresh. */
  isRefreshExempt: (path: string) => boolean;
}

export interface ApiClient {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  post: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  put: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  patch: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<T>;
}

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** POST /v1/auth/refresh with the refresh cookie; reply `{token}`. */
export async function refreshAccessToken({
  baseUrl,
  fetch: send,
}: RefreshContext): Promise<string | null> {
  const response = await send(`${baseUrl}${paths.auth.refresh}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  const body = (await response.json().catch(() => null)) as Partial<RefreshResponse> | null;
  return typeof body?.token === 'string' && body.token ? body.token : null;
}

export const defaultClientConfig: ApiClientConfig = {
  baseUrl: '',
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => null,
  refresh: refreshAccessToken,
  onTokenRefreshed: () => {},
  onSessionExpired: () => {},
  onRefreshFailed: () => {},
  isAnonymousPath: (path) => pathOnly(path) === paths.auth.login,
  isRefreshExempt: (path) => {
    const target = pathOnly(path);
    return (
      target === paths.auth.login ||
      target === paths.auth.refresh ||
      target === paths.push.testSend ||
      target.startsWith(paths.member.password)
    );
  },
};

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

async function readBody<T>(response: Response): Promise<T> {
  if (!response.ok) throw await ApiError.fromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return (isJson ? JSON.parse(text) : text) as T;
}

/** The one HTTP client: JSON, credentials, auth header, timeout, and one shared token refresh on 401/403. */
export function createApiClient(initial: Partial<ApiClientConfig> = {}): ApiClient {
  const config: ApiClientConfig = { ...defaultClientConfig, ...initial };
  let refreshing: Promise<string | null> | null = null;

  async function runRefresh(): Promise<string | null> {
    let token: string | null;
    try {
      token = await config.refresh({ baseUrl: config.baseUrl, fetch: config.fetch });
    } catch (error) {
      void config.onRefreshFailed(error);
      return null;
    }
    if (!token) {
      void config.onSessionExpired();
      return null;
    }
    config.onTokenRefreshed(token);
    return token;
  }

  function refreshOnce(sentToken: string | null): Promise<string | null> {
    const current = config.getToken();
    if (current && current !== sentToken) return Promise.resolve(current);
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(
    path: string,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const { method = 'GET', query, body, headers, signal, timeoutMs = config.timeoutMs } = options;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', abort);

    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (token && !config.isAnonymousPath(path)) requestHeaders[AUTH_HEADER] = token;
    let requestBody: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) requestBody = body;
      else {
        requestBody = JSON.stringify(body);
        requestHeaders['Content-Type'] = 'application/json';
      }
    }

    try {
      return await config.fetch(buildUrl(config.baseUrl, path, query), {
        method,
        headers: requestHeaders,
        body: requestBody,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError({ status: 0, code: 'TIMEOUT', message: messages.app.requestTimeout });
      }
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: messages.app.networkError });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const exempt = config.isRefreshExempt(path);
    if (refreshing && !exempt) await refreshing;
    const sentToken = config.getToken();
    const response = await send(path, options, sentToken);
    if ((response.status === 401 || response.status === 403) && !exempt) {
      const token = await refreshOnce(sentToken);
      if (token) return readBody<T>(await send(path, options, token));
    }
    return readBody<T>(response);
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
