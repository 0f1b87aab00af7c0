import type { TPlayerRound } from '@crupier/contract/ops-players';
import type { TMovement } from '@crupier/contract/wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';

/** The player's ledger movements, newest first, with the balance after each. */
export function PlayerTransactions({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const columns = useMemo<TColumn<TMovement>[]>(
    () => [
      {
        id: 'at',
        header: t('tx_at'),
        cell: (row) => formatInstant(row.at, i18n.language),
        csv: (row) => row.at,
      },
      { id: 'type', header: t('tx_type'), cell: (row) => row.type },
      {
        id: 'amount',
        header: t('tx_amount'),
        cell: (row) => <Money value={row.amount} signed />,
        csv: (row) => row.amount,
      },
      {
        id: 'balanceAfter',
        header: t('tx_balance_after'),
        cell: (row) => (row.balanceAfter === null ? '' : <Money value={row.balanceAfter} />),
        csv: (row) => row.balanceAfter ?? '',
      },
      { id: 'reference', header: t('tx_reference'), cell: (row) => row.reference ?? '' },
      { id: 'status', header: t('tx_status'), cell: (row) => row.status },
    ],
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="bo-player-tx">
      <h2 id="bo-player-tx">{t('player_transactions')}</h2>
      <DataTable
        path={`/ops/players/${playerId}/transactions`}
        columns={columns}
        rowId={(row) => row.id}
        csvName={`player-${playerId}-transactions`}
        testId="player-transactions"
        pageSize={10}
      />
    </section>
  );
}

/** The player's house rounds with the seeds that decided them (the server seed once revealed). */
export function PlayerRounds({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const columns = useMemo<TColumn<TPlayerRound>[]>(
    () => [
      {
        id: 'at',
        header: t('tx_at'),
        cell: (row) => formatInstant(row.at, i18n.language),
        csv: (row) => row.at,
      },
      { id: 'game', header: t('round_game'), cell: (row) => row.gameName },
      { id: 'bet', header: t('round_bet'), cell: (row) => <Money value={row.bet} />, csv: (row) => row.bet },
      { id: 'win', header: t('round_win'), cell: (row) => <Money value={row.win} />, csv: (row) => row.win },
      { id: 'state', header: t('round_state'), cell: (row) => row.state },
      {
        id: 'fairness',
        header: t('round_fairness'),
        cell: (row) => (
          <dl className="bo-mono">
            <dt>{t('round_seed_hash')}</dt>
            <dd>{row.serverSeedHash}</dd>
            <dt>{t('round_client_seed')}</dt>
            <dd>{row.clientSeed}</dd>
            <dt>{t('round_nonce')}</dt>
            <dd>{row.nonce}</dd>
            <dt>{t('round_server_seed')}</dt>
            <dd>{row.serverSeed ?? t('round_not_revealed')}</dd>
          </dl>
        ),
        csv: (row) => `${row.serverSeedHash} ${row.clientSeed} ${row.nonce} ${row.serverSeed ?? ''}`,
      },
    ],
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="bo-player-rounds">
      <h2 id="bo-player-rounds">{t('player_rounds')}</h2>
      <DataTable
        path={`/ops/players/${playerId}/rounds`}
        columns={columns}
        rowId={(row) => row.roundId}
        csvName={`player-${playerId}-rounds`}
        testId="player-rounds"
        pageSize={10}
      />
    </section>
  );
}
