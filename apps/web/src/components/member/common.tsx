import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentStatus } from '@/api/member-types';
import { useWalletBalance } from '@/api/wallet';
import { CopyIcon } from '@/components/member/icons';
import { useMoney } from '@/lib/merchant-context';
import { pageItems } from '@/lib/page-items';
import { useMoneyErrorText } from '@/lib/use-error-text';

/** A titled block of a member-centre page. */
export function Section({
  title,
  children,
  aside,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className="wallet-section" aria-labelledby={id} data-testid={testId}>
      <div className="wallet-section__head">
        <h3 id={id}>{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A message about the outcome of an action: success and info are polite, errors are alerts. */
export function Notice({
  tone,
  children,
  onClose,
  testId,
}: {
  tone: 'success' | 'error' | 'info' | 'warning';
  children: ReactNode;
  onClose?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div
      className={`wallet-notice wallet-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <div className="wallet-notice__text">{children}</div>
      {onClose && (
        <button type="button" className="wallet-notice__close" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      )}
    </div>
  );
}

/** The error of a failed call, translated from its code. */
export function CallError({ error, testId = 'form-error' }: { error: unknown; testId?: string }) {
  const errorText = useMoneyErrorText();
  if (!error) return null;
  return (
    <Notice tone="error" testId={testId}>
      {errorText(error)}
    </Notice>
  );
}

/** Loading and failure of a query, so that a page never waits silently or fails blank. */
export function QueryState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const { t } = useTranslation('wallet');
  const errorText = useMoneyErrorText();
  if (query.isPending) {
    return (
      <div className="skeleton skeleton--block wallet-skeleton" role="status" aria-label={t('loading')} />
    );
  }
  if (query.isError) {
    return (
      <Notice tone="error">
        {t('load_failed')} {errorText(query.error)}{' '}
        <button type="button" className="link-btn" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </Notice>
    );
  }
  return <>{children}</>;
}

/** Balance, held by pending withdrawals, and available (GET /wps/v2/wallets/balance, live). */
export function BalanceSummary() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const balance = useWalletBalance();
  const value = (amount: string | undefined) => (amount === undefined ? '…' : money(amount));
  return (
    <dl className="wallet-summary" data-testid="wallet-summary" aria-busy={balance.isPending || undefined}>
      <div className="wallet-summary__item">
        <dt>{t('balance')}</dt>
        <dd data-testid="wallet-balance">{value(balance.data?.balance)}</dd>
      </div>
      <div className="wallet-summary__item">
        <dt title={t('held_hint')}>{t('held')}</dt>
        <dd data-testid="wallet-held">{value(balance.data?.held)}</dd>
      </div>
      <div className="wallet-summary__item wallet-summary__item--main">
        <dt>{t('available')}</dt>
        <dd data-testid="wallet-available">{value(balance.data?.available)}</dd>
      </div>
    </dl>
  );
}

/** Pending, approved or rejected, in words and colour. */
export function StatusBadge({ status }: { status: TPaymentStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={`wallet-badge wallet-badge--${status}`} data-status={status}>
      {t(`pay_${status}`)}
    </span>
  );
}

/** Copies a value to the clipboard and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('wallet');
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard (insecure origin, permission): the value stays on screen to copy by hand.
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), 2000);
  };
  return (
    <button
      type="button"
      className="wallet-copy"
      onClick={() => void copy()}
      aria-label={t('copy_label', { label })}
    >
      <CopyIcon />
      <span aria-live="polite">{isCopied ? t('copied') : t('copy')}</span>
    </button>
  );
}

/** Pages of a list (contract pageNo, totalPages), with spec §9's margin and range. */
export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('wallet');
  if (totalPages <= 1) return null;
  const go = (page: number) => {
    // Spec §5: a page beyond totalPages is ignored.
    if (page >= 1 && page <= totalPages && page !== pageNo) onPage(page);
  };
  return (
    <nav className="wallet-pager" aria-label={t('pager')}>
      <button
        type="button"
        className="btn btn--sm btn--ghost"
        disabled={pageNo <= 1}
        onClick={() => go(pageNo - 1)}
      >
        {t('previous_page')}
      </button>
      <ol className="wallet-pager__pages">
        {pageItems(pageNo, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="wallet-pager__page"
                aria-current={item === pageNo ? 'page' : undefined}
                aria-label={t('go_to_page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <span className="wallet-pager__status">{t('page_of', { page: pageNo, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn--sm btn--ghost"
        disabled={pageNo >= totalPages}
        onClick={() => go(pageNo + 1)}
      >
        {t('next_page')}
      </button>
    </nav>
  );
}
