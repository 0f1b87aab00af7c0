import { parseMinor } from '@crupier/contract/money';
import type { TVendorMoneyRequest } from '@crupier/contract/vendor-wallet';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import { AppError } from '@/platform/app-error';
import type { VendorRepository, VendorRow } from './repository';
import type { createVendorCalls } from './vendor-calls';
import type { createVendorPlayers } from './vendor-players';

type Deps = {
  mover: ReturnType<typeof createVendorPlayers>['mover'];
  callFor: ReturnType<typeof createVendorCalls>['callFor'];
  stakeGuard: StakeGuard | undefined;
  repo: Pick<VendorRepository, 'hasTransaction'>;
};

/** The checks every money call passes before it moves anything, and the call's ledger figures. */
export function createCheckedCalls({ mover, callFor, stakeGuard, repo }: Deps) {
  /** A money call checked and resolved: vendor open for stakes, player reachable, stake guard asked. */
  return async function checkedCall(
    vendor: VendorRow,
    merchant: Merchant,
    body: TVendorMoneyRequest,
    op: 'debit' | 'credit',
    known?: AccountRow,
  ) {
    if (op === 'debit' && vendor.status !== 'active') throw new AppError('game_maintenance', 503);
    const { account, sessionHash } = await mover(vendor, merchant, body, op, known);
    const amount = parseMinor(body.amount);
    // A refused stake moves no money (rg_blocked 403, rg_limit 422); cached, no query without limits.
    if (op === 'debit' && stakeGuard) {
      await stakeGuard
        .beforeStake({ merchantId: merchant.id, accountId: account.id, amount })
        .catch(async (error) => {
          // A repeat of a debit already taken gets its stored answer, not a refusal by the limit it used up.
          if (!(await repo.hasTransaction(vendor.id, body.transactionId))) throw error;
        });
    }
    const call = await callFor(vendor, merchant, account, body, amount);
    return { account, sessionHash, call };
  };
}
