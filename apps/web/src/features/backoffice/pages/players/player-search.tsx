import type { TPlayerSummary } from '@crupier/contract/ops-players';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { formatInstant } from '@/features/backoffice/components/format-instant';

/** The players of the merchant, searched by username, mobile, e-mail or id. */
export function PlayerSearch() {
  const { t, i18n } = useTranslation('backoffice');
  const [params] = useSearchParams();
  // A link from a profile (a shared payout account, say) opens the search already filled in.
  const [search, setSearch] = useState(() => params.get('query') ?? '');
  const columns = useMemo<TColumn<TPlayerSummary>[]>(
    () => [
      { id: 'id', header: t('player_id'), cell: (row) => row.id },
      {
        id: 'username',
        header: t('player_username'),
        cell: (row) => <Link to={`/backoffice/players/${row.id}`}>{row.username}</Link>,
        csv: (row) => row.username,
      },
      { id: 'email', header: t('player_email'), cell: (row) => row.email ?? '' },
      { id: 'mobile', header: t('player_mobile'), cell: (row) => row.mobile ?? '' },
      { id: 'status', header: t('player_status'), cell: (row) => row.status },
      {
        id: 'created',
        header: t('player_created'),
        cell: (row) => formatInstant(row.createdAt, i18n.language),
        csv: (row) => row.createdAt,
      },
      {
        id: 'lastLogin',
        header: t('player_last_login'),
        cell: (row) => (row.lastLoginAt ? formatInstant(row.lastLoginAt, i18n.language) : ''),
        csv: (row) => row.lastLoginAt ?? '',
      },
    ],
    [t, i18n.language],
  );
  return (
    <section className="bo-page" aria-labelledby="bo-players-title">
      <h1 id="bo-players-title">{t('players_title')}</h1>
      <DataTable
        path="/ops/players"
        query={{ query: search.trim() || undefined }}
        columns={columns}
        rowId={(row) => row.id}
        csvName="players"
        testId="players-table"
        filters={
          <label className="bo-filter">
            <span>{t('players_search')}</span>
            <input
              type="search"
              name="query"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        }
      />
    </section>
  );
}
