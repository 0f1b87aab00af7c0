import { DEFAULT_GROWTH_PER_MS, type TCrashPlayer } from '@crupier/contract/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@/db/client';
import type { createHouseRepository } from '@/modules/house/repository';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import type { VendorRow } from '@/modules/vendors/service';
import type { Publish } from '@/platform/pub-sub';
import type { CrashBetRow, createCrashRepository } from './repository';

/** How the round loop is timed; every figure is injectable (tests run rounds in milliseconds). */
export type CrashTiming = {
  /** How long each round takes bets. */
  bettingMs: number;
  /** The pause after a crash before the next round opens. */
  pauseMs: number;
  /** How often the loop looks at a flight (auto cash-outs are paid at these ticks, at their target). */
  tickMs: number;
  /** The curve: m(t) = e^(growthPerMs·t). */
  growthPerMs: number;
  /** The leader's lease on a game's loop; another instance takes over once it runs out. */
  leaseMs: number;
  /** How often an instance that is not the leader checks whether the lease is free. */
  followerPollMs: number;
  /** After betting closes, how long the loop waits for bets still being debited before refusing them. */
  openGraceMs: number;
  /** A round whose betting closed longer ago than this (the server was down) is voided and refunded. */
  staleMs: number;
  /** With nobody watching and no call for this long, an instance stops running the game's loop. */
  idleMs: number;
  /** Rounds per hash chain. */
  chainLength: number;
  /** Tests: no timers; `step()` advances the rounds. */
  manual: boolean;
};

export const DEFAULT_CRASH_TIMING: CrashTiming = {
  bettingMs: 5_000,
  pauseMs: 3_000,
  tickMs: 100,
  growthPerMs: DEFAULT_GROWTH_PER_MS,
  leaseMs: 6_000,
  followerPollMs: 1_000,
  openGraceMs: 2_000,
  staleMs: 30_000,
  idleMs: 60_000,
  chainLength: 10_000,
  manual: false,
};

export const HISTORY = 20;
export const CHANNEL = 'crash_events';
/** A loop never sleeps longer than this, so its lease is renewed in time. */
export const MAX_SLEEP_MS = 1_000;

/** Who a bet belongs to, resolved for the wallet (the player's session may have expired by then). */
export type Payee = { merchant: Merchant; account: AccountRow; vendor: VendorRow; gameCode: string };
/** A player's call, as the RGS resolved it from the game session. */
export type PlayerCtx = Payee & { session: { id: string; gameId: bigint } };

export type CrashDeps = {
  db: Db;
  seamless: SeamlessWallet;
  /** Resolves the merchant, account, vendor and game code of a bet (by ids, no live session needed). */
  payee: (bet: { merchantId: number; accountId: bigint; gameId: bigint }) => Promise<Payee>;
  /** Fan-out (NOTIFY, or Redis): events reach every instance's sockets. Absent: this instance only. */
  listen?: Database['listen'] | undefined;
  /** Where events are published; absent: NOTIFY through `db`. */
  publish?: Publish | undefined;
  log?: FastifyBaseLogger | undefined;
  timing?: Partial<CrashTiming> | undefined;
};

export type StepResult = { delay: number; quiet: boolean; leader: boolean };
export type Loop = {
  key: string;
  merchantId: number;
  gameId: bigint;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: Promise<unknown> | undefined;
  lastInterest: number;
};
export type Notice =
  | { m: number; g: string; e: 'round' }
  | { m: number; g: string; e: 'bet' | 'cashout'; roundId: string; player: TCrashPlayer };

export const keyOf = (merchantId: number, gameId: bigint) => `${merchantId}:${gameId}`;
export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type BetOutcome = {
  crashRoundId: string;
  roundNo: number;
  autoCashout: string | null;
  cashout?: string | null;
  crashPoint?: string;
};
export const outcomeOf = (bet: CrashBetRow) => (bet.outcome ?? {}) as unknown as BetOutcome;

/** What every part of one crash engine shares: its dependencies, repositories and in-memory state. */
export type CrashRuntime = {
  deps: CrashDeps;
  repo: ReturnType<typeof createCrashRepository>;
  house: ReturnType<typeof createHouseRepository>;
  timing: CrashTiming;
  instanceId: string;
  loops: Map<string, Loop>;
  watchers: Map<string, Set<(message: string) => void>>;
  /** Leases this instance holds: when it last renewed each (its own clock). */
  leases: Map<string, { at: number; merchantId: number; gameId: bigint }>;
  broadcasts: Map<string, Promise<void>>;
  /** Per game: the lowest auto cash-out target still waiting in the flight (null: none). */
  nextAuto: Map<string, { roundId: string; target: number | null }>;
  stopped: boolean;
  warn: (message: string, error: unknown, extra?: Record<string, unknown>) => void;
};
