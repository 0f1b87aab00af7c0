import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type {
  TDeposit,
  TDepositMethod,
  TMovement,
  TPage,
  TPayoutAccount,
  TWithdrawal,
} from '@/api/member-types';
import { syncSession } from '@/api/session';
import { createQueryClient } from '@/app/query-client';
import { DialogHost } from '@/components/ui/dialog-host';
import { envelope, jsonResponse } from '@/test/fixtures';
import { MemberCenter } from './routes/member-center';

/** Test data and a stubbed money API for the member centre's pages (shapes of the contract). */
export const METHODS: TDepositMethod[] = [
  {
    id: 1,
    code: 'SANDBOX',
    kind: 'sandbox',
    name: 'Sandbox Pay (tarjeta)',
    minAmount: '10.00',
    maxAmount: '50000.00',
    details: {},
  },
  {
    id: 2,
    code: 'BANK',
    kind: 'manual_bank',
    name: 'Transferencia bancaria',
    minAmount: '100.00',
    maxAmount: '200000.00',
    details: {
      bank: 'Banco Demo',
      holder: 'Crupier Demo S.A.',
      clabe: '012180001234567897',
      concept: '{account}',
    },
  },
];

export function deposit(overrides: Partial<TDeposit> = {}): TDeposit {
  return {
    id: 'dep-1',
    methodId: 2,
    methodCode: 'BANK',
    method: 'Transferencia bancaria',
    kind: 'manual_bank',
    amount: '250.00',
    status: 'pending',
    reference: null,
    hasReceipt: false,
    reason: null,
    createdAt: '2026-03-02T03:30:00.000Z',
    decidedAt: null,
    redirectUrl: null,
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    id: 'wd-1',
    amount: '100.00',
    status: 'pending',
    payoutAccount: 'BBVA •••• 7891',
    receiptStatus: null,
    confirmBy: null,
    reason: null,
    createdAt: '2026-03-02T03:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function movement(overrides: Partial<TMovement> = {}): TMovement {
  return {
    id: 'mv-1',
    at: '2026-03-02T03:30:00.000Z',
    type: 'deposit',
    amount: '250.00',
    balanceAfter: '5250.00',
    reference: 'Transferencia bancaria',
    status: 'posted',
    ...overrides,
  };
}

export const PAYOUT: TPayoutAccount = {
  id: 7,
  bankName: 'BBVA',
  holderName: 'Jugador Uno',
  accountNumberMasked: '•••• 7891',
};

export function pageOf<T>(list: T[], pageNo = 1, totalPages = 1): TPage<T> {
  return { list, pageNo, pageSize: 20, totalPages, total: list.length };
}

export const BALANCE = {
  balance: '5000.00',
  held: '0.00',
  available: '5000.00',
  currency: 'MXN',
  currencySymbol: '$',
};

export const refusal = (code: string, status: number, details?: unknown, message = code) =>
  jsonResponse({ success: false, code, message, ...(details === undefined ? {} : { details }) }, status);
export const ok = (value: unknown) => jsonResponse(envelope(value));

type THandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch by path, as test/render-app's mockApi does (unknown paths answer 404). */
function mockApi(handlers: Record<string, THandler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (handler === undefined) return refusal('not_found', 404);
    if (typeof handler === 'function') return (handler as THandler)(url, init);
    return ok(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Opens the member centre at /member?page=<page> for a logged-in member (merchant: "$", GMT-06:00),
 * with the money API stubbed (and any overrides). The section is rendered on its own, as its route
 * renders it, so these tests do not depend on the rest of the app.
 */
export function renderMemberPage(page: string, handlers: Record<string, THandler | unknown> = {}) {
  sessionStorage.setItem('token', 'member-token');
  syncSession();
  const fetchMock = mockApi({
    '/wps/v2/wallets/balance': BALANCE,
    '/wps/payments/deposit/methods': METHODS,
    '/wps/payments/deposits': pageOf<TDeposit>([]),
    '/wps/payments/deposit-limits': { current: { day: null, week: null, month: null }, pending: [] },
    '/wps/payments/payout-accounts': [PAYOUT],
    '/wps/payments/withdrawals': pageOf<TWithdrawal>([]),
    '/wps/wallet/transactionHistory': pageOf<TMovement>([]),
    '/wps/relay/GCS_merchantWallet': {
      isSingle: false,
      wallets: [{ vendor: 'DEMOT', name: 'Demo Transfer Vendor', balance: '0.00' }],
    },
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter(
    [{ path: '/member', element: <MemberCenter merchant={{ currencySymbol: '$', gmtOffset: '-06:00' }} /> }],
    { initialEntries: [`/member?page=${page}`] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { ...view, fetchMock, queryClient, router };
}

/** The calls made to a path: method, parsed JSON body and headers. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string, method = 'POST') {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://x').pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://x'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
