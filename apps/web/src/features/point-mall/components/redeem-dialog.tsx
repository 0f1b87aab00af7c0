import type { TPointReward, TRedeemResult } from '@crupier/contract/loyalty';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemReward } from '@/api/loyalty';
import { LoyaltyError, useKeyedAction } from '@/components/loyalty-common';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Redeem one reward: the payment password (sealed call), and a delivery address for physical items. */
export function RedeemDialog({
  reward,
  balance,
  onClose,
  onDone,
}: {
  reward: TPointReward;
  balance: number;
  onClose: () => void;
  onDone: (result: TRedeemResult) => void;
}) {
  const { t } = useTranslation('loyalty');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [recipient, setRecipient] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const redeem = useKeyedAction(redeemReward, onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate({
      rewardId: reward.id,
      paymentPassword,
      ...(reward.needsAddress ? { delivery: { recipient, phone, address } } : {}),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('redeem_title', { name: reward.name })}
      description={t('redeem_cost', { points: reward.points, balance })}
      testId="redeem-dialog"
      focusFirstField
    >
      <form className="loyalty-form" onSubmit={submit}>
        {reward.needsAddress && (
          <>
            <label>
              {t('recipient')}
              <input
                value={recipient}
                onChange={(e) => setRecipient(e.target.value)}
                required
                maxLength={80}
              />
            </label>
            <label>
              {t('phone')}
              <input
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                required
                minLength={4}
                maxLength={30}
                inputMode="tel"
              />
            </label>
            <label>
              {t('address')}
              <input
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                required
                minLength={5}
                maxLength={300}
              />
            </label>
          </>
        )}
        <label>
          {t('payment_password')}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="\d{6}"
            maxLength={6}
            required
            value={paymentPassword}
            placeholder={t('payment_password_hint')}
            onChange={(e) => setPaymentPassword(e.target.value)}
            data-testid="redeem-password"
          />
        </label>
        <LoyaltyError error={redeem.error} testId="redeem-error" />
        <div className="loyalty-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={redeem.isPending} data-testid="redeem-confirm">
            {t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
