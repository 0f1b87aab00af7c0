import { isAgent, isTrial } from '@crupier/contract/account-types';
import type { TMemberInfo } from '@crupier/contract/identity';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { formatMinor } from '@/platform/money';

const AVATAR_COLOURS = ['#c0392b', '#8e44ad', '#2471a3', '#138d75', '#d68910', '#5d6d7e'];

/** The VIP fields of the public state (spec §3), from the loyalty module. */
export type VipPublicState = { hasVip: boolean; vipLabelName: string | null; vipRankLevel: number };
const NO_VIP: VipPublicState = { hasVip: false, vipLabelName: null, vipRankLevel: 0 };

/** Member info and the public state of spec §3; the balance is the wallet's available balance. */
export function memberInfo(
  account: AccountRow,
  merchant: Merchant,
  balance: bigint,
  upline: string | null,
  unreadMessage = 0,
  vip: VipPublicState = NO_VIP,
  availablePromoCount = 0,
  held = 0n,
): TMemberInfo {
  const trial = isTrial(account.type);
  return {
    id: String(account.id),
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    isAgent: isAgent(account.type),
    isTrial: trial,
    countryDialingCode: account.countryDialingCode,
    mobileNum: account.mobileNum,
    email: account.email,
    referralCode: account.referralCode,
    upline,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: account.lastLoginIp,
    hasPaymentPassword: account.paymentPasswordHash !== null,
    publicState: {
      balance: formatMinor(balance),
      held: formatMinor(held),
      currencySymbol: merchant.currencySymbol,
      hasVip: vip.hasVip,
      vipLabelName: vip.vipLabelName,
      vipRankLevel: vip.vipRankLevel,
      availablePromoCount,
      unreadMessage,
    },
  };
}

/** An avatar drawn from the nickname's initial: no uploads and no third-party images. */
export function memberIcon(account: AccountRow): string {
  const initial = (account.nickname.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?');
  const colour = AVATAR_COLOURS[Number(account.id % BigInt(AVATAR_COLOURS.length))];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="42" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
