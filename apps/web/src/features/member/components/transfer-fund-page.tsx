import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_KEYS } from '@/api/member-query-keys';
import { useMerchantWallets, useWalletBalance, walletTransfer } from '@/api/wallet';
import { CallError, Notice, QueryState, Section } from '@/components/member/common';
import { SwapIcon } from '@/components/member/icons';
import {
  MAIN_WALLET,
  type TFormErrors,
  type TWalletTransferFields,
  validateWalletTransfer,
} from '@/features/member/lib/forms';
import { useMoneyAction } from '@/features/member/use-money-action';
import { useMoney } from '@/lib/merchant-context';
import { AmountField } from './fields';

/**
 * transferFund: the main wallet and the wallets of transfer-mode vendors (GCS_merchantWallet), and
 * moving money between the main wallet and one of them (GCS_walletTransfer).
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const wallets = useMerchantWallets();
  const balance = useWalletBalance();
  const vendors = wallets.data?.wallets ?? [];
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<TFormErrors<TWalletTransferFields>>({});
  const [done, setDone] = useState<{ amount: string; from: string; to: string } | null>(null);
  const target = to ?? vendors[0]?.vendor ?? MAIN_WALLET;

  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('main_wallet') : (vendors.find((v) => v.vendor === code)?.name ?? code);
  const balanceOf = (code: string) =>
    code === MAIN_WALLET
      ? (balance.data?.available ?? null)
      : (vendors.find((v) => v.vendor === code)?.balance ?? null);
  const options = [MAIN_WALLET, ...vendors.map((v) => v.vendor)];

  const move = useMoneyAction(walletTransfer, {
    invalidate: [WALLET_KEYS.balance, WALLET_KEYS.history],
    onSuccess: (next, body) => {
      queryClient.setQueryData(WALLET_KEYS.vendors, next);
      setDone(body);
      setAmount('');
    },
  });

  const swap = () => {
    setFrom(target);
    setTo(from);
    setErrors({});
  };

  return (
    <div className="wallet-page">
      <QueryState query={wallets}>
        <ul className="wallet-cards" data-testid="wallets">
          <li className="wallet-card wallet-card--main" data-testid="wallet-MAIN">
            <span className="wallet-card__name">{t('main_wallet')}</span>
            <span className="wallet-card__balance">{balance.data ? money(balance.data.available) : '…'}</span>
          </li>
          {vendors.map((vendor) => (
            <li key={vendor.vendor} className="wallet-card" data-testid={`wallet-${vendor.vendor}`}>
              <span className="wallet-card__name">{vendor.name}</span>
              <span className="wallet-card__balance">{money(vendor.balance)}</span>
            </li>
          ))}
        </ul>
        {wallets.data?.isSingle ? (
          <Notice tone="info">{t('single_wallet')}</Notice>
        ) : (
          <Section title={t('transfer_between_wallets')}>
            <form
              className="wallet-form"
              noValidate
              data-testid="wallet-transfer-form"
              onSubmit={(event) => {
                event.preventDefault();
                setDone(null);
                const result = validateWalletTransfer(
                  { from, to: target, amount, fromBalance: balanceOf(from) },
                  (a) => money(a),
                );
                setErrors(result.errors);
                if (result.body) move.mutate(result.body);
              }}
            >
              <div className="wallet-transfer-pair">
                <div className="wallet-field">
                  <label className="wallet-field__label" htmlFor="wallet-from">
                    {t('from_wallet')}
                  </label>
                  <select
                    id="wallet-from"
                    className="wallet-select"
                    value={from}
                    onChange={(event) => {
                      const next = event.target.value;
                      setFrom(next);
                      // One side is always the main wallet.
                      if (next !== MAIN_WALLET) setTo(MAIN_WALLET);
                      else if (target === MAIN_WALLET) setTo(vendors[0]?.vendor ?? null);
                      setErrors({});
                    }}
                  >
                    {options.map((code) => (
                      <option key={code} value={code}>
                        {nameOf(code)}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="icon-btn wallet-transfer-pair__swap"
                  aria-label={t('swap_wallets')}
                  onClick={swap}
                >
                  <SwapIcon />
                </button>
                <div className="wallet-field" data-invalid={errors.to ? true : undefined}>
                  <label className="wallet-field__label" htmlFor="wallet-to">
                    {t('to_wallet')}
                  </label>
                  <select
                    id="wallet-to"
                    className="wallet-select"
                    value={target}
                    onChange={(event) => {
                      const next = event.target.value;
                      setTo(next);
                      if (next !== MAIN_WALLET) setFrom(MAIN_WALLET);
                      else if (from === MAIN_WALLET) setFrom(vendors[0]?.vendor ?? MAIN_WALLET);
                      setErrors({});
                    }}
                  >
                    {options.map((code) => (
                      <option key={code} value={code}>
                        {nameOf(code)}
                      </option>
                    ))}
                  </select>
                  {errors.to && <p className="wallet-field__error">{t(errors.to.key)}</p>}
                </div>
              </div>
              <AmountField
                label={t('amount')}
                value={amount}
                onValueChange={(value) => {
                  setAmount(value);
                  setErrors((current) => ({ ...current, amount: undefined }));
                }}
                error={errors.amount}
                hint={
                  balanceOf(from) !== null
                    ? `${t('available')}: ${money(balanceOf(from) ?? '0.00')}`
                    : undefined
                }
                addon={
                  <button
                    type="button"
                    className="wallet-field__addon"
                    onClick={() => setAmount(balanceOf(from) ?? '')}
                  >
                    {t('all_amount')}
                  </button>
                }
              />
              <CallError error={move.error} />
              {done && (
                <Notice tone="success" testId="wallet-transfer-done">
                  {t('wallet_transfer_done', {
                    amount: money(done.amount),
                    from: nameOf(done.from),
                    to: nameOf(done.to),
                  })}
                </Notice>
              )}
              <button type="submit" className="btn btn--primary" disabled={move.isPending}>
                {move.isPending ? t('submitting') : t('transfer')}
              </button>
            </form>
          </Section>
        )}
      </QueryState>
    </div>
  );
}
