import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '@/test/fixtures';
import { ApiError, apiFetch, buildUrl, isRetryable } from './client';
import { syncSession } from './session';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

describe('apiFetch', () => {
  it('returns the value of a success envelope', async () => {
    stubFetch(jsonResponse({ success: true, value: { balance: '10.00' } }));
    await expect(apiFetch('/wps/v2/wallets/balance')).resolves.toEqual({ balance: '10.00' });
  });

  it('throws ApiError with the code, HTTP status and message of an error envelope', async () => {
    stubFetch(
      jsonResponse({ success: false, code: 'in_need_true_account', message: 'Need a real account' }, 403),
    );
    const error = await apiFetch('/wps/game/launchGame').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'in_need_true_account',
      status: 403,
      message: 'Need a real account',
    });
  });

  it('keeps the error details, such as the blocked IP', async () => {
    stubFetch(
      jsonResponse(
        { success: false, code: 'blockip', message: 'Blocked', details: { ip: '198.51.100.1' } },
        503,
      ),
    );
    await expect(apiFetch('/wps/system/status')).rejects.toMatchObject({
      code: 'blockip',
      status: 503,
      details: { ip: '198.51.100.1' },
    });
  });

  it('turns a failed connection into network_error with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/wps/system/status')).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });

  it('turns a body that is not JSON into invalid_response', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/wps/system/status')).rejects.toMatchObject({
      code: 'invalid_response',
      status: 502,
    });
  });

  it('turns JSON that is not an envelope into invalid_response', async () => {
    stubFetch(jsonResponse({ balance: 10 }));
    await expect(apiFetch('/wps/system/status')).rejects.toMatchObject({
      code: 'invalid_response',
      status: 200,
    });
  });

  it('checks the value with the parse function and reports a mismatch as invalid_response', async () => {
    const schema = z.object({ id: z.string() });
    stubFetch(jsonResponse({ success: true, value: { id: 7 } }));
    await expect(apiFetch('/x', { parse: (v) => schema.parse(v) })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('sends the language, and no token or merchant when the session has none', async () => {
    await i18next.changeLanguage('es');
    const fetchMock = stubFetch(jsonResponse({ success: true, value: null }));
    await apiFetch('/wps/system/status');
    const headers = sentHeaders(fetchMock);
    expect(headers['Accept-Language']).toBe('es');
    expect(headers.Authorization).toBeUndefined();
    expect(headers.Merchant).toBeUndefined();
  });

  it('sends the bearer token and merchant code kept in sessionStorage', async () => {
    sessionStorage.setItem('token', 'abc123');
    sessionStorage.setItem('merchantCode', 'DEMO');
    syncSession();
    const fetchMock = stubFetch(jsonResponse({ success: true, value: null }));
    await apiFetch('/wps/member/info');
    const headers = sentHeaders(fetchMock);
    expect(headers.Authorization).toBe('Bearer abc123');
    expect(headers.Merchant).toBe('DEMO');
  });

  it('sends a JSON body with its content type, and the query string', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, value: null }));
    await apiFetch('/wps/relay/GCSGAME_gameList', {
      method: 'POST',
      query: { lang: 'en', skip: undefined },
      body: { pageNo: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/relay/GCSGAME_gameList?lang=en');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"pageNo":1}');
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
  });
});

describe('buildUrl', () => {
  it('leaves out empty values and appends to an existing query', () => {
    expect(buildUrl('/a', { x: 1, y: null, z: 'ñ' })).toBe('/a?x=1&z=%C3%B1');
    expect(buildUrl('/a?b=1', { c: true })).toBe('/a?b=1&c=true');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});

describe('isRetryable', () => {
  it('does not retry refusals (4xx) but retries server and network failures', () => {
    expect(isRetryable(new ApiError('invalid_input', 400, ''))).toBe(false);
    expect(isRetryable(new ApiError('too_many_requests', 429, ''))).toBe(false);
    expect(isRetryable(new ApiError('internal_error', 500, ''))).toBe(true);
    expect(isRetryable(new ApiError('network_error', 0, ''))).toBe(true);
  });
});
