import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_KEYS } from '@/api/member-query-keys';
import { walletTransfer } from '@/api/wallet';
import { CallError, Notice } from '@/components/member/common';
import { SwapIcon } from '@/components/member/icons';
import {
  MAIN_WALLET,
  type TFormErrors,
  type TWalletTransferFields,
  validateWalletTransfer,
} from '@/features/member/lib/forms';
import { useMoney } from '@/lib/merchant-context';
import { useMoneyAction } from '@/lib/use-money-action';
import { AmountField } from './fields';

type TVendorWallet = { vendor: string; name: string; balance: string };

/** One side of a transfer: a wallet picked by name, with the side's error under it. */
function WalletSelect({
  side,
  value,
  options,
  nameOf,
  error,
  onChange,
}: {
  side: 'from' | 'to';
  value: string;
  options: string[];
  nameOf: (code: string) => string;
  error?: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-field" data-invalid={error ? true : undefined}>
      <label className="wallet-field__label" htmlFor={`wallet-${side}`}>
        {t(side === 'from' ? 'from_wallet' : 'to_wallet')}
      </label>
      <select
        id={`wallet-${side}`}
        className="wallet-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
      {error && <p className="wallet-field__error">{error}</p>}
    </div>
  );
}

/** From and to (one of them always the main wallet), and the swap between them. */
function WalletPair({
  from,
  target,
  options,
  nameOf,
  error,
  onFrom,
  onTo,
  onSwap,
}: {
  from: string;
  target: string;
  options: string[];
  nameOf: (code: string) => string;
  error: string | undefined;
  onFrom: (code: string) => void;
  onTo: (code: string) => void;
  onSwap: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-transfer-pair">
      <WalletSelect side="from" value={from} options={options} nameOf={nameOf} onChange={onFrom} />
      <button
        type="button"
        className="icon-btn wallet-transfer-pair__swap"
        aria-label={t('swap_wallets')}
        onClick={onSwap}
      >
        <SwapIcon />
      </button>
      <WalletSelect
        side="to"
        value={target}
        options={options}
        nameOf={nameOf}
        error={error}
        onChange={onTo}
      />
    </div>
  );
}

/** Moves money between the main wallet and a vendor's (GCS_walletTransfer). */
export function WalletTransferForm({
  vendors,
  mainBalance,
}: {
  vendors: TVendorWallet[];
  /** The main wallet's available balance, null while it loads. */
  mainBalance: string | null;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<TFormErrors<TWalletTransferFields>>({});
  const [done, setDone] = useState<{ amount: string; from: string; to: string } | null>(null);
  const target = to ?? vendors[0]?.vendor ?? MAIN_WALLET;

  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('main_wallet') : (vendors.find((v) => v.vendor === code)?.name ?? code);
  const balanceOf = (code: string) =>
    code === MAIN_WALLET ? mainBalance : (vendors.find((v) => v.vendor === code)?.balance ?? null);
  const options = [MAIN_WALLET, ...vendors.map((v) => v.vendor)];

  const move = useMoneyAction(walletTransfer, {
    invalidate: [WALLET_KEYS.balance, WALLET_KEYS.history],
    onSuccess: (next, body) => {
      queryClient.setQueryData(WALLET_KEYS.vendors, next);
      setDone(body);
      setAmount('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const result = validateWalletTransfer({ from, to: target, amount, fromBalance: balanceOf(from) }, (a) =>
      money(a),
    );
    setErrors(result.errors);
    if (result.body) move.mutate(result.body);
  };
  const changeAmount = (value: string) => {
    setAmount(value);
    setErrors((current) => ({ ...current, amount: undefined }));
  };
  const swap = () => {
    setFrom(target);
    setTo(from);
    setErrors({});
  };

  return (
    <form className="wallet-form" noValidate data-testid="wallet-transfer-form" onSubmit={submit}>
      <WalletPair
        from={from}
        target={target}
        options={options}
        nameOf={nameOf}
        error={errors.to ? t(errors.to.key) : undefined}
        onFrom={(next) => {
          setFrom(next);
          // One side is always the main wallet.
          if (next !== MAIN_WALLET) setTo(MAIN_WALLET);
          else if (target === MAIN_WALLET) setTo(vendors[0]?.vendor ?? null);
          setErrors({});
        }}
        onTo={(next) => {
          setTo(next);
          if (next !== MAIN_WALLET) setFrom(MAIN_WALLET);
          else if (from === MAIN_WALLET) setFrom(vendors[0]?.vendor ?? MAIN_WALLET);
          setErrors({});
        }}
        onSwap={swap}
      />
      <AmountField
        label={t('amount')}
        value={amount}
        onValueChange={changeAmount}
        error={errors.amount}
        hint={balanceOf(from) !== null ? `${t('available')}: ${money(balanceOf(from) ?? '0.00')}` : undefined}
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
  );
}
