import { AUTH_HEADER, paths } from '@akkyeo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { ApiError } from './api-error';
import { createApiClient, refreshAccessToken, type ApiClientConfig } from './client';

const unauthorized = () =>
  json({ status: 401, code: 'LOGIN_REQUIRED', message: '로그인 후 이용 가능합니다!' }, 401);

interface Call {
  url: string;
  init: RequestInit;
  token: string | null;
}

/** A fake server: 401 for a stale token, otherwise echoes which token it saw. */
function setup(overrides: Partial<ApiClientConfig> = {}) {
  let token: string | null = 'old';
  const calls: Call[] = [];
  let release: (value: string | null) => void = () => {};
  const refresh = vi.fn(
    () =>
      new Promise<string | null>((resolve) => {
        release = resolve;
      }),
  );
  const fetch = fakeFetch((url, init) => {
    const sent = new Headers(init.headers).get(AUTH_HEADER);
    calls.push({ url, init, token: sent });
    if (sent !== 'new') return unauthorized();
    return json({ url, token: sent });
  });
  const config = {
    getToken: () => token,
    onTokenRefreshed: vi.fn((next: string) => {
      token = next;
    }),
    onSessionExpired: vi.fn(),
    onRefreshFailed: vi.fn(),
    refresh,
    fetch,
    ...overrides,
  };
  const client = createApiClient(config);
  return {
    client,
    calls,
    config,
    refresh,
    fetch,
    release: (value: string | null) => release(value),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('api client', () => {
  it('sends JSON with credentials, the auth header and the query', async () => {
    const fetch = fakeFetch(() => json({ ok: true }));
    const client = createApiClient({ fetch, getToken: () => 'tok' });
    await expect(
      client.post('/v1/feed', { name: '딜' }, { query: { page: 0, keyword: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init = {}] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/v1/feed?page=0');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"딜"}');
    const headers = new Headers(init.headers);
    expect(headers.get(AUTH_HEADER)).toBe('tok');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('repeats a list parameter once a value', async () => {
    const fetch = fakeFetch(() => json({ ok: true }));
    const client = createApiClient({ fetch });
    await client.get('/v1/alert/keyword/preview', {
      query: { keyword: '버즈', excludes: ['케이스', '필름'], sources: [] },
    });
    const [url] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(
      `/v1/alert/keyword/preview?${new URLSearchParams('keyword=버즈&excludes=케이스&excludes=필름').toString()}`,
    );
  });

  it('throws an ApiError carrying the server body', async () => {
    const body = { status: 404, code: 'NOT_FOUND', message: '요청하신 내용을 찾을 수 없습니다.' };
    const client = createApiClient({ fetch: fakeFetch(() => json(body, 404)) });
    const error = await client.get('/v1/feed/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: body.message, body });
  });

  it('sends login without the auth header and passes its 401 on without a refresh', async () => {
    const { client, calls, refresh } = setup();
    await expect(client.post(paths.auth.login, { id: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls[0]?.token).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([paths.push.testSend, paths.member.password])(
    'does not refresh on a 401 from %s',
    async (path) => {
      const { client, refresh, calls } = setup();
      await expect(client.post(path, {})).rejects.toBeInstanceOf(ApiError);
      expect(refresh).not.toHaveBeenCalled();
      expect(calls[0]?.token).toBe('old');
    },
  );

  it('refreshes once for concurrent 401s and replays every request with the new token', async () => {
    const { client, calls, refresh, release, config } = setup();
    const requests = ['/v1/a', '/v1/b', '/v1/c'].map((path) =>
      client.get<{ url: string; token: string }>(path),
    );
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);

    const late = client.get<{ url: string }>('/v1/d');
    await flush();
    release('new');

    const results = await Promise.all([...requests, late]);
    expect(results.map((result) => result.url)).toEqual(['/v1/a', '/v1/b', '/v1/c', '/v1/d']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(config.onTokenRefreshed).toHaveBeenCalledExactlyOnceWith('new');
    // Three rejected with the old token, three replays, and the late one sent once, after the refresh.
    expect(calls.map((call) => `${call.url}:${call.token}`)).toEqual([
      '/v1/a:old',
      '/v1/b:old',
      '/v1/c:old',
      '/v1/a:new',
      '/v1/b:new',
      '/v1/c:new',
      '/v1/d:new',
    ]);
  });

  it('replays a 401 that arrives after another refresh with the current token, without refreshing again', async () => {
    let token = 'new';
    const fetch = fakeFetch((_url, init) => {
      const sent = new Headers(init.headers).get(AUTH_HEADER);
      if (sent === 'old') {
        token = 'new';
        return unauthorized();
      }
      return json({ token: sent });
    });
    token = 'old';
    const refresh = vi.fn(() => Promise.resolve('newer'));
    const client = createApiClient({ fetch, refresh, getToken: () => token });
    await expect(client.get('/v1/a')).resolves.toEqual({ token: 'new' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('replays only once: a second 401 is passed on', async () => {
    const fetch = fakeFetch(unauthorized);
    const refresh = vi.fn(() => Promise.resolve('new'));
    const client = createApiClient({ fetch, refresh, getToken: () => 'old' });
    await expect(client.get('/v1/a')).rejects.toMatchObject({
      status: 401,
      code: 'LOGIN_REQUIRED',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a 403 the same way', async () => {
    let token = 'old';
    const fetch = fakeFetch((_url, init) =>
      new Headers(init.headers).get(AUTH_HEADER) === 'new'
        ? json({ done: true })
        : json({ status: 403, code: 'FORBIDDEN', message: '접근할 수 없습니다.' }, 403),
    );
    const client = createApiClient({
      fetch,
      refresh: () => Promise.resolve('new'),
      getToken: () => token,
      onTokenRefreshed: (next) => {
        token = next;
      },
    });
    await expect(client.get('/v1/a')).resolves.toEqual({ done: true });
  });

  it('reports a refresh without a token as an expired session and rejects the queued requests', async () => {
    const { client, release, config, calls } = setup();
    const requests = [client.get('/v1/a'), client.get('/v1/b')].map((request) =>
      request.catch((error: unknown) => error),
    );
    await flush();
    release(null);
    const errors = await Promise.all(requests);
    errors.forEach((error) => expect(error).toMatchObject({ status: 401 }));
    expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(config.onRefreshFailed).not.toHaveBeenCalled();
    expect(config.onTokenRefreshed).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });

  it('reports a failed refresh call once and rejects the queued requests', async () => {
    const failure = new Error('refresh down');
    const { client, config } = setup({ refresh: vi.fn(() => Promise.reject(failure)) });
    const errors = await Promise.all(
      [client.get('/v1/a'), client.get('/v1/b')].map((request) =>
        request.catch((error: unknown) => error),
      ),
    );
    errors.forEach((error) => expect(error).toMatchObject({ status: 401 }));
    expect(config.onRefreshFailed).toHaveBeenCalledExactlyOnceWith(failure);
    expect(config.onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up after the timeout with a Korean message', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetch, timeoutMs: 60_000 });
    const result = client.get('/v1/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({
      code: 'TIMEOUT',
      message: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('passes a caller abort on as is', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetch });
    const result = client
      .get('/v1/a', { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});

describe('refreshAccessToken', () => {
  it('posts to the refresh path with credentials and reads the token', async () => {
    const fetch = fakeFetch(() => json({ token: 'fresh' }));
    await expect(refreshAccessToken({ baseUrl: '', fetch })).resolves.toBe('fresh');
    expect(fetch).toHaveBeenCalledWith(
      paths.auth.refresh,
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('gives null when the reply has no token and throws when the call fails', async () => {
    await expect(
      refreshAccessToken({ baseUrl: '', fetch: fakeFetch(() => json({})) }),
    ).resolves.toBeNull();
    await expect(
      refreshAccessToken({
        baseUrl: '',
        fetch: fakeFetch(() => json({ status: 401, code: 'LOGIN_REQUIRED', message: 'x' }, 401)),
      }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
