import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPES, type TMovement, type TMovementType } from '@/api/member-types';
import { useTransactionHistory } from '@/api/wallet';
import { Notice, Pager, QueryState } from '@/components/member/common';
import { formatMerchantTime } from '@/features/member/lib/date-range';
import { useLocale, useMerchant, useMoney } from '@/lib/merchant-context';
import { DateRangeFields, useDayRange } from './date-range-fields';

const PAGE_SIZE = 20;

function typeLabel(t: ReturnType<typeof useTranslation<'wallet'>>['t'], type: string): string {
  return (MOVEMENT_TYPES as readonly string[]).includes(type) ? t(`type_${type as TMovementType}`) : type;
}

function MovementRow({ movement }: { movement: TMovement }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const isOut = movement.amount.startsWith('-');
  return (
    <tr data-testid="movement-row" data-status={movement.status} data-type={movement.type}>
      <td data-label={t('date')}>{formatMerchantTime(movement.at, gmtOffset, locale)}</td>
      <td data-label={t('movement_type')}>{typeLabel(t, movement.type)}</td>
      <td
        data-label={t('amount')}
        className={`wallet-table__num wallet-amount wallet-amount--${isOut ? 'out' : 'in'}`}
        data-testid="movement-amount"
      >
        {money(movement.amount, { signed: true })}
      </td>
      <td data-label={t('balance_after')} className="wallet-table__num">
        {movement.balanceAfter === null ? '—' : money(movement.balanceAfter)}
      </td>
      <td data-label={t('reference')} className="wallet-table__ref">
        {movement.reference ?? '—'}
      </td>
      <td data-label={t('status')}>
        <span className={`wallet-badge wallet-badge--${movement.status}`}>
          {t(`movement_${movement.status}`)}
        </span>
      </td>
    </tr>
  );
}

/**
 * transactionHistory, the account record: every movement with its signed amount and the balance
 * after it, filtered by type and by days in the merchant's time zone (with spec §9's shortcuts),
 * paged; pending movements (held withdrawals) are marked and have no balance after yet.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const { gmtOffset } = useMerchant();
  const [type, setType] = useState<TMovementType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const days = useDayRange(() => setPageNo(1));
  const { range } = days;
  const history = useTransactionHistory({
    pageNo,
    pageSize: PAGE_SIZE,
    type: type || undefined,
    startDate: range.start,
    endDate: range.end,
  });
  const page = history.data;

  return (
    <div className="wallet-page">
      <form
        className="wallet-filters"
        data-testid="history-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="history-type">
            {t('movement_type')}
          </label>
          <select
            id="history-type"
            className="wallet-select"
            value={type}
            onChange={(event) => {
              setType(event.target.value as TMovementType | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('all_types')}</option>
            {MOVEMENT_TYPES.map((movementType) => (
              <option key={movementType} value={movementType}>
                {t(`type_${movementType}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields idPrefix="history" days={days} />
      </form>
      {!days.isDraftValid && <Notice tone="warning">{t('invalid_range')}</Notice>}
      <p className="wallet-muted">{t('time_zone_note', { offset: gmtOffset })}</p>
      <QueryState query={history}>
        {page && page.list.length === 0 ? (
          <p className="empty-state">{t('no_movements')}</p>
        ) : (
          <table
            className="wallet-table wallet-table--history"
            data-testid="history-table"
            aria-busy={history.isFetching || undefined}
          >
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('movement_type')}</th>
                <th scope="col" className="wallet-table__num">
                  {t('amount')}
                </th>
                <th scope="col" className="wallet-table__num">
                  {t('balance_after')}
                </th>
                <th scope="col">{t('reference')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {page?.list.map((movement) => (
                <MovementRow key={movement.id} movement={movement} />
              ))}
            </tbody>
          </table>
        )}
        {page && <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={setPageNo} />}
      </QueryState>
    </div>
  );
}
