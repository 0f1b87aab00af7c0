import { BLACKJACK_ACTIONS as BLACKJACK_ACTION_LIST } from '@crupier/contract/house/blackjack';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@/db/client';
import type { Catalog } from '@/modules/catalog/service';
import type { Identity } from '@/modules/identity/service';
import type { MerchantService } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import type { Wallet } from '@/modules/wallet/service';
import type { Publish } from '@/platform/pub-sub';
import type { CrashTiming } from './crash/crash-engine';
import { MULTI_STEP_ENGINES, SINGLE_STEP_ENGINES } from './engines';
import type { BlackjackAction } from './engines/blackjack';

export const SESSION_MS = 12 * 60 * 60 * 1000;
export const MAX_BET = 100_000_00n;
export const BET_LEVELS = [10n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];
export const HISTORY = 10;
export const IMPLEMENTED = new Set<string>([...SINGLE_STEP_ENGINES, ...MULTI_STEP_ENGINES, 'crash']);
export const MULTI_STEP = new Set<string>(MULTI_STEP_ENGINES);
export const BLACKJACK_ACTIONS = new Set<string>(BLACKJACK_ACTION_LIST);
export const PAYEE_CACHE_MS = 60_000;
/**
 * An open multi-step round is abandoned once its session expired this long ago (database clock) and no
 * newer session took it over: recovery then closes it by the engine's rule (docs/games.md).
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;

export type RgsDeps = {
  db: Db;
  catalog: Catalog;
  identity: Identity;
  merchants: MerchantService;
  wallet: Wallet;
  seamless: SeamlessWallet;
  /** Responsible gaming: asked before a bet draws a nonce (the wallet's debit asks again). */
  stakeGuard?: StakeGuard;
  /** Crash: database notifications (events to every instance), a logger, and its round timings. */
  crash?: {
    listen?: Database['listen'];
    publish?: Publish;
    log?: FastifyBaseLogger;
    timing?: Partial<CrashTiming>;
  };
};

export type PlayAction = 'bet' | 'reveal' | 'cashout' | 'draw' | 'call' | 'fold' | BlackjackAction;
