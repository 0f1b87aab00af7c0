import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetRecord, TBettingRecordPage } from '@/api/member-types';
import { Notice, Pager, QueryState } from '@/components/member/common';
import { useBettingRecord } from '@/features/member/api/bets';
import { useBetFilters } from '@/features/member/api/member-centre';
import { formatMerchantTime } from '@/features/member/lib/date-range';
import { currentLanguage } from '@/i18n/i18n';
import { useLocale, useMerchant, useMoney } from '@/lib/merchant-context';
import { BetState, ProfitAmount, useGameLine } from './bet-parts';
import { DateRangeFields, useDayRange } from './date-range-fields';
import { RoundDetailDialog } from './round-detail-dialog';

const PAGE_SIZE = 20;

/** The round id as people compare it: its first block, the whole id on hover and in the details. */
const shortId = (roundId: string) => roundId.split('-')[0] ?? roundId;

function BetRow({ record, onOpen }: { record: TBetRecord; onOpen: () => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const gameLine = useGameLine();
  return (
    <tr data-testid="bet-row" data-round-id={record.roundId} data-status={record.state}>
      <td data-label={t('bets_time')}>{formatMerchantTime(record.at, gmtOffset, locale)}</td>
      <td data-label={t('bets_game')} className="bet-game">
        <span className="bet-game__text">
          <span className="bet-game__name">{record.gameName}</span>
          <span className="bet-game__line">{gameLine(record)}</span>
        </span>
      </td>
      <td data-label={t('bets_round')}>
        <button
          type="button"
          className="link-btn bet-round-link"
          title={record.roundId}
          aria-label={t('bets_details_of', { round: shortId(record.roundId) })}
          onClick={onOpen}
        >
          <span className="bet-mono">{shortId(record.roundId)}</span> ›
        </button>
      </td>
      <td data-label={t('bets_bet')} className="wallet-table__num" data-testid="bet-amount">
        {money(record.bet)}
      </td>
      <td data-label={t('bets_win')} className="wallet-table__num" data-testid="win-amount">
        {money(record.win)}
      </td>
      <td data-label={t('bets_profit_loss')} className="wallet-table__num">
        <ProfitAmount profit={record.profit} testId="profit-amount" />
      </td>
      <td data-label={t('status')}>
        <BetState state={record.state} />
      </td>
    </tr>
  );
}

/** Total bet, total won and the net result of every round in the chosen days (not only this page). */
function Totals({ page }: { page: TBettingRecordPage | undefined }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const value = (amount: string | undefined) => (amount === undefined ? '…' : money(amount));
  return (
    <section aria-label={t('bets_totals')}>
      <dl className="wallet-summary" data-testid="bet-totals">
        <div className="wallet-summary__item">
          <dt>{t('bets_turnover')}</dt>
          <dd data-testid="total-turnover">{value(page?.turnover)}</dd>
        </div>
        <div className="wallet-summary__item">
          <dt>{t('bets_wins')}</dt>
          <dd data-testid="total-wins">{value(page?.wins)}</dd>
        </div>
        <div className="wallet-summary__item wallet-summary__item--main">
          <dt>{t('bets_profit')}</dt>
          <dd>{page ? <ProfitAmount profit={page.profit} testId="total-profit" /> : '…'}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * personalHistoryCopy, the betting record: the player's rounds of the chosen days (merchant time zone,
 * spec §9's shortcuts), newest first, paged, with the totals of the whole range; a round opens its
 * details, with the seeds and a check of the round in the browser.
 */
export function BettingRecordPage() {
  const { t } = useTranslation('wallet');
  const { gmtOffset } = useMerchant();
  // Re-render on a language switch: the server names the games in the language asked for.
  useLocale();
  const [pageNo, setPageNo] = useState(1);
  const days = useDayRange(() => setPageNo(1));
  const [opened, setOpened] = useState<TBetRecord | null>(null);
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const filters = useBetFilters();
  const { t: tc } = useTranslation('membercentre');
  const record = useBettingRecord({
    pageNo,
    pageSize: PAGE_SIZE,
    startDate: days.range.start,
    endDate: days.range.end,
    language: currentLanguage(),
    ...(vendor ? { vendor } : {}),
    ...(gameType ? { gameType } : {}),
  });
  const page = record.data;

  return (
    <div className="wallet-page bets-page">
      <form
        className="wallet-filters bets-filters"
        data-testid="bets-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <DateRangeFields idPrefix="bets" days={days} />
        <label className="wallet-field">
          <span className="wallet-field__label">{tc('pl_vendor')}</span>
          <select
            name="vendor"
            value={vendor}
            onChange={(e) => {
              setVendor(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{tc('all_vendors')}</option>
            {filters.data?.vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="wallet-field">
          <span className="wallet-field__label">{tc('pl_game_type')}</span>
          <select
            name="gameType"
            value={gameType}
            onChange={(e) => {
              setGameType(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{tc('all_game_types')}</option>
            {filters.data?.gameTypes.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
      </form>
      {!days.isDraftValid && <Notice tone="warning">{t('invalid_range')}</Notice>}
      <p className="wallet-muted">{t('time_zone_note', { offset: gmtOffset })}</p>
      <QueryState query={record}>
        <Totals page={page} />
        {page && page.list.length === 0 ? (
          <p className="empty-state" data-testid="bets-empty">
            {t('bets_none')}
          </p>
        ) : (
          <div className="bets-table-wrap">
            <table
              className="wallet-table bets-table"
              data-testid="bets-table"
              aria-busy={record.isFetching || undefined}
            >
              <thead>
                <tr>
                  <th scope="col">{t('bets_time')}</th>
                  <th scope="col">{t('bets_game')}</th>
                  <th scope="col">{t('bets_round')}</th>
                  <th scope="col" className="wallet-table__num">
                    {t('bets_bet')}
                  </th>
                  <th scope="col" className="wallet-table__num">
                    {t('bets_win')}
                  </th>
                  <th scope="col" className="wallet-table__num">
                    {t('bets_profit_loss')}
                  </th>
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {page?.list.map((bet) => (
                  <BetRow key={bet.roundId} record={bet} onOpen={() => setOpened(bet)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={setPageNo} />}
      </QueryState>
      <RoundDetailDialog key={opened?.roundId} record={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
