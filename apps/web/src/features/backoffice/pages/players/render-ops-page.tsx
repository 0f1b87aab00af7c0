import type { StaffRole } from '@crupier/contract/backoffice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setStaffToken } from '@/features/backoffice/api/staff-session';
import { envelope, jsonResponse } from '@/test/fixtures';
import { mockApi } from '@/test/render-app';

type THandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A JSON answer in the envelope, for handlers that check the request first. */
export const okJson = (value: unknown) => jsonResponse(envelope(value));
export const refuse = (code: string, status: number) =>
  jsonResponse({ success: false, code, message: code }, status);

/**
 * Renders one back-office page at `path` (under the route `pattern`, e.g. `/backoffice/players/*`)
 * with a staff token, the staff member `me` and a stubbed `/ops` API.
 */
export function renderOpsPage(
  page: ReactNode,
  options: {
    path: string;
    pattern: string;
    roles?: StaffRole[];
    staffId?: string;
    handlers?: Record<string, THandler | unknown>;
  },
) {
  setStaffToken('staff-token');
  const fetchMock = mockApi({
    '/ops/session/me': {
      id: options.staffId ?? '7',
      username: 'operador',
      roles: options.roles ?? ['admin'],
    },
    ...options.handlers,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={options.pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, fetchMock };
}

/** The calls made to a path: their URL and parsed JSON body. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, pathname: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter((call) => call.url.pathname === pathname)
    .map((call) => ({
      url: call.url,
      method: call.init?.method ?? 'GET',
      headers: (call.init?.headers ?? {}) as Record<string, string>,
      body: typeof call.init?.body === 'string' ? JSON.parse(call.init.body) : undefined,
    }));
}
