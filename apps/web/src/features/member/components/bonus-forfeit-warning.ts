import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { useDialog } from '@/components/ui/dialog-store';
import { useMoney } from '@/lib/merchant-context';

type TWarningDetails = { bonusBalance?: string; wageringRemaining?: string };
type TWithdrawalBody = { payoutAccountId: number; amount: string; paymentPassword: string };

/** The server's refusal of a withdrawal while a bonus still has wagering to do (`409 bonus_wagering_open`). */
export function isBonusWarning(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'bonus_wagering_open';
}

/**
 * Warns before a withdrawal forfeits a bonus: the dialog says how much bonus money is lost and how much
 * wagering is left; only on confirmation is the request sent again with `forfeitBonus: true`.
 */
export function useBonusForfeitWarning(resend: (body: TWithdrawalBody & { forfeitBonus: true }) => void) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const { open } = useDialog();
  return (error: unknown, body: TWithdrawalBody) => {
    if (!isBonusWarning(error)) return;
    const details = (error.details ?? {}) as TWarningDetails;
    open({
      title: t('bonus_forfeit_title'),
      icon: 'warning',
      text: t('bonus_forfeit_text', {
        amount: money(details.bonusBalance ?? '0.00'),
        remaining: money(details.wageringRemaining ?? '0.00'),
      }),
      buttons: [
        { label: t('bonus_forfeit_cancel'), variant: 'secondary' },
        { label: t('bonus_forfeit_confirm'), onClick: () => resend({ ...body, forfeitBonus: true }) },
      ],
    });
  };
}
