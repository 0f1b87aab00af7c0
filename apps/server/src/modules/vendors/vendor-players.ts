import { isPlayer } from '@crupier/contract/account-types';
import type { AccountRow, Accounts } from '@/modules/identity/accounts';
import type { SessionService } from '@/modules/identity/sessions';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { VendorRow } from './repository';
import type { createVendorDirectory } from './service';

export type PlayerRef = { playerToken?: string | undefined; playerId?: string | undefined };

/** The player of a vendor's call: by game token or id, reachable from the merchant, through a vendor bound to it. */
export function createVendorPlayers(deps: {
  sessions: SessionService;
  accounts: Pick<Accounts, 'byId'>;
  directory: ReturnType<typeof createVendorDirectory>;
}) {
  const { sessions, accounts, directory } = deps;

  /** Only a seamless vendor bound to the merchant may use its wallet. */
  async function admit(vendor: VendorRow, merchant: Merchant) {
    if (vendor.walletMode !== 'seamless')
      throw new AppError('forbidden', 403, 'a transfer-mode vendor has no seamless wallet');
    if (!(await directory.isBound(vendor, merchant.id)))
      throw new AppError('forbidden', 403, 'this vendor does not serve this merchant');
  }

  const reachable = (merchant: Merchant, account: AccountRow) =>
    account.merchantId === merchant.id && isPlayer(account.type);

  /** The session of a game token made for this vendor; a member's own token, or another vendor's, is none. */
  async function gameSession(vendor: VendorRow, token: string) {
    const found = await sessions.identify(token);
    return found?.site === 'game' && found.vendorId === vendor.id ? found : null;
  }

  async function player(vendor: VendorRow, merchant: Merchant, ref: PlayerRef): Promise<AccountRow> {
    await admit(vendor, merchant);
    let account: AccountRow | undefined;
    if (ref.playerToken) account = (await gameSession(vendor, ref.playerToken))?.account;
    else if (ref.playerId) account = await accounts.byId(BigInt(ref.playerId));
    if (!account || !reachable(merchant, account)) throw new AppError('player_not_found', 404);
    return account;
  }

  /** A debit needs the player's live game session: its token hash goes with the call, checked in SQL. */
  async function bettor(vendor: VendorRow, merchant: Merchant, ref: PlayerRef) {
    await admit(vendor, merchant);
    if (!ref.playerToken) throw new AppError('session_expired', 401, 'a debit needs the player’s game token');
    const found = await gameSession(vendor, ref.playerToken);
    if (!found) throw new AppError('session_expired', 401);
    if (!reachable(merchant, found.account)) throw new AppError('player_not_found', 404);
    return found;
  }

  /** The account a move is for: the house's known one, a debit's bettor (with its session), or the named player. */
  async function mover(
    vendor: VendorRow,
    merchant: Merchant,
    body: PlayerRef,
    op: 'debit' | 'credit',
    known?: AccountRow,
  ): Promise<{ account: AccountRow; sessionHash: string | null }> {
    let account = known;
    let sessionHash: string | null = null;
    if (account) {
      await admit(vendor, merchant);
      if (!reachable(merchant, account)) throw new AppError('player_not_found', 404);
    } else if (op === 'debit') {
      const found = await bettor(vendor, merchant, body);
      account = found.account;
      sessionHash = found.tokenHash;
    }
    account ??= await player(vendor, merchant, body);
    return { account, sessionHash };
  }

  return { admit, reachable, player, mover };
}
