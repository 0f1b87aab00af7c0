import { formatMinor } from '@crupier/contract/money';
import type { TBonus } from '@crupier/contract/promotions';
import { textIn } from '@/platform/content-language';
import type { BonusRow } from './repository';

export function bonusView(row: BonusRow, lang: string, defaultLanguage: string): TBonus {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    title: textIn(row.titles, lang, defaultLanguage),
    amount: formatMinor(BigInt(row.amount)),
    wageringRequired: formatMinor(BigInt(row.wagering_required)),
    wageringDone: formatMinor(BigInt(row.wagering_done)),
    state: row.state,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    settledAmount: row.settled_amount === null ? null : formatMinor(BigInt(row.settled_amount)),
  };
}
