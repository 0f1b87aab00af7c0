import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_VENDOR_CODE, DEMO_VENDOR_SECRET } from '@/demo/vendor';
import { sign } from '@/modules/vendors/signature';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
export type WalletAnswer =
  | { success: true; value: { transactionId: string | null; balance: string; currency: string } }
  | { success: false; code: string; message: string };

/**
 * The demo vendor's side of the seamless wallet: every call goes through the platform's HTTP
 * interface exactly as an outside vendor's would, signed with DEMOV's secret, for one merchant.
 */
export function createDemoWalletClient(inject: Inject) {
  return async function walletCall(
    merchantCode: string,
    op: 'balance' | 'debit' | 'credit',
    body: Record<string, string>,
  ): Promise<{ status: number; answer: WalletAnswer }> {
    const raw = JSON.stringify(body);
    const response = await inject({
      method: 'POST',
      url: `/vendor/${DEMO_VENDOR_CODE}/wallet/${op}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        merchant: merchantCode,
        'x-signature': sign(DEMO_VENDOR_SECRET, raw),
      },
    });
    return { status: response.statusCode, answer: response.json() as WalletAnswer };
  };
}

export type DemoWalletCall = ReturnType<typeof createDemoWalletClient>;
