import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { SendMessage } from '@/modules/messages/service';
import type { Wallet } from '@/modules/wallet/service';
import type { Clock } from '@/platform/clock';
import type { Throttle } from '@/platform/throttle';
import type { LoyaltyRepository, LoyaltySettingsRow } from './repository';

/** Points are a currency of their own in the ledger: whole points, never negative (player account). */
export const POINTS_CURRENCY = 'PTS';
/** Rules when the merchant has no loyalty_settings row. */
export const DEFAULT_SETTINGS = {
  turnoverPerPoint: 1000n,
  convertPoints: 100,
  convertAmount: 100n,
  minConvertPoints: 100,
  referralReward: 0n,
  referralMinDeposit: 0n,
  referralMinTurnover: 0n,
  referralWindowDays: 30,
};
export type Settings = typeof DEFAULT_SETTINGS;
/** How far back, in ledger entry ids, the accrual re-reads (entries committed out of id order). */
export const ACCRUAL_OVERLAP = 10_000n;

/** Wagering of every loyalty bonus granted through the promotions module: once the amount, 30 days. */
export const LOYALTY_BONUS_TERMS = { multiple: 1, days: 30 } as const;
/** The bonus titles members see in their bonus list, by loyalty reason. */
export const LOYALTY_BONUS_TITLES: Record<string, Record<string, string>> = {
  points_reward: { es: 'Bono de la tienda de puntos', en: 'Points mall bonus' },
  vip_level_up: { es: 'Bono de ascenso VIP', en: 'VIP level-up bonus' },
  vip_birthday: { es: 'Bono de cumpleaños VIP', en: 'VIP birthday bonus' },
  referral: { es: 'Bono por invitar amigos', en: 'Invite-a-friend bonus' },
};

/** Optional bonus grant of the promotions module: credits the bonus balance with its wagering. */
export type BonusGrant = (input: {
  merchant: Merchant;
  account: AccountRow;
  amount: bigint;
  id: string;
  reason: string;
}) => Promise<void>;

export type LoyaltyDeps = {
  db: Db;
  repo: LoyaltyRepository;
  ledger: Ledger;
  wallet: Wallet;
  clock: Clock;
  throttle: Throttle;
  bonus?: BonusGrant | undefined;
  /** Tells a member of an operator's decision (the messages module's send). */
  notify?: ((message: SendMessage) => Promise<unknown>) | undefined;
};

/** A text in the reader's language, else English, Spanish or any. */
export const text = (value: Record<string, string> | null | undefined, lang: string) =>
  value?.[lang] ?? value?.en ?? value?.es ?? Object.values(value ?? {})[0] ?? '';

export function settingsOf(row: LoyaltySettingsRow | undefined): Settings {
  return row ? { ...DEFAULT_SETTINGS, ...row } : DEFAULT_SETTINGS;
}
