import { UPLOAD_MAX_IMAGES } from '@crupier/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { PAYMENT_KEYS } from '@/api/member-query-keys';
import type { TDeposit, TDepositMethod } from '@/api/member-types';
import { getSessionUsername } from '@/api/session';
import { CallError, CopyButton, Notice, Section } from '@/components/member/common';
import { uploadReceipt } from '@/features/member/api/payments';
import { combineImages } from '@/features/member/lib/combine-images';
import type { TFieldError } from '@/features/member/lib/forms';
import type { TWalletKey } from '@/i18n/locales/wallet/es';
import { useMoney } from '@/lib/merchant-context';
import { ReceiptPicker, type TPickedImage } from './receipt-picker';

/** A label for a bank detail the method lists (bank, holder, clabe…); unknown ones show their name. */
function detailLabel(key: string): string {
  const textKey = `detail_${key}`;
  return i18next.exists(textKey, { ns: 'wallet' }) ? i18next.t(textKey as TWalletKey, { ns: 'wallet' }) : key;
}

/**
 * A bank detail as the member must write it: the method's text with `{account}` replaced by the
 * member's username and `{depositId}` by the deposit's id (the operator writes, say, the concept
 * "{account}" so that each transfer names who sent it).
 */
export function fillTransferDetail(value: string, member: { account: string; depositId: string }): string {
  return value.replaceAll('{account}', member.account).replaceAll('{depositId}', member.depositId);
}

/**
 * A manual bank transfer after the deposit is created: where to send the money (each value to copy),
 * the references, and the receipt upload with its preview.
 */
export function BankTransfer({
  deposit,
  method,
  onClose,
}: {
  deposit: TDeposit;
  method: TDepositMethod | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [images, setImages] = useState<TPickedImage[]>([]);
  const [missing, setMissing] = useState<TFieldError | undefined>();
  const rootRef = useRef<HTMLDivElement>(null);
  // The next step of the deposit: bring it into view.
  // (A block body: newer browsers return a promise from scrollIntoView, which is no effect cleanup.)
  useEffect(() => {
    rootRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const upload = useMutation({
    mutationFn: async (chosen: TPickedImage[]) => {
      let image: string;
      try {
        image = await combineImages(chosen.map((picked) => picked.dataUrl));
      } catch {
        throw new ApiError('payload_too_large', 413, 'receipt too large');
      }
      return uploadReceipt(deposit.id, image);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.deposits }),
  });

  const member = { account: getSessionUsername() ?? '', depositId: deposit.id };
  const rows: [string, string][] = [
    ...Object.entries(method?.details ?? {}).map(([key, value]): [string, string] => [
      detailLabel(key),
      fillTransferDetail(value, member),
    ]),
    ...(deposit.reference ? [[t('your_reference'), deposit.reference] as [string, string]] : []),
    [t('deposit_id'), deposit.id],
  ];

  return (
    <div ref={rootRef}>
      <Section
        title={t('bank_transfer_title', { amount: money(deposit.amount) })}
        testId="bank-transfer"
        aside={
          <button type="button" className="btn btn--sm btn--ghost" onClick={onClose}>
            {t('close')}
          </button>
        }
      >
        <p className="wallet-muted">{t('bank_transfer_hint')}</p>
        <dl className="wallet-details">
          {rows.map(([label, value]) => (
            <div key={label} className="wallet-details__row">
              <dt>{label}</dt>
              <dd>
                <span className="wallet-details__value">{value}</span>
                <CopyButton value={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
        {upload.isSuccess ? (
          <Notice tone="success" testId="receipt-sent">
            {t('receipt_sent')}
          </Notice>
        ) : (
          <form
            className="wallet-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (images.length === 0) {
                setMissing({ key: 'receipt_required' });
                return;
              }
              upload.mutate(images);
            }}
          >
            <ReceiptPicker
              images={images}
              max={UPLOAD_MAX_IMAGES}
              error={missing}
              onChange={(next) => {
                setMissing(undefined);
                upload.reset();
                setImages(next);
              }}
            />
            <CallError error={upload.error} />
            <button type="submit" className="btn btn--primary" disabled={upload.isPending}>
              {upload.isPending ? t('submitting') : t('send_receipt')}
            </button>
          </form>
        )}
      </Section>
    </div>
  );
}
