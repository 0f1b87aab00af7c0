import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import {
  COUNTRY_CODES,
  envelope,
  jsonResponse,
  makeMemberInfo,
  makeRegisterSettings,
  makeStatus,
} from './fixtures';

type THandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch: each handler is keyed by path ('/wps/system/status'); unknown paths answer 404 with the
 * error envelope, as the server does. Returns the mock so tests can inspect calls.
 */
export function mockApi(handlers: Record<string, THandler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (handler === undefined)
      return jsonResponse({ success: false, code: 'not_found', message: 'Not found' }, 404);
    if (typeof handler === 'function') return (handler as THandler)(url, init);
    return jsonResponse(envelope(handler));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (start gate, frame, routes) at `path` with a stubbed API. */
export function renderApp(path: string, handlers: Record<string, THandler | unknown> = {}) {
  const fetchMock = mockApi({
    '/wps/system/status': makeStatus(),
    '/wps/system/helpCenter': [],
    '/wps/member/info': makeMemberInfo(),
    '/wps/member/info/icon': { iconUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
    '/wps/system/countryCode': COUNTRY_CODES,
    '/wps/system/setting/register': makeRegisterSettings(),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, router, queryClient, fetchMock };
}
