import type { TOpsGame } from '@crupier/contract/ops-games';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { SortInput } from './sort-input';
import { useSettingsSave } from './use-settings-save';

/** The games of the merchant's vendors: on or off, hot, and order, each saved on its own. */
export function GamesPanel() {
  const { t } = useTranslation('backoffice');
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [name, setName] = useState('');
  const columns = useMemo<TColumn<TOpsGame>[]>(
    () => [
      { id: 'name', header: t('games_game'), cell: (row) => row.name },
      { id: 'vendor', header: t('games_vendor'), cell: (row) => row.vendor },
      { id: 'type', header: t('games_type'), cell: (row) => row.gameType },
      {
        id: 'settings',
        header: t('games_settings'),
        cell: (row) => <GameSettings game={row} />,
        csv: (row) => `${row.enabled ? 'on' : 'off'} ${row.hot ? 'hot' : ''} ${row.sort}`,
      },
    ],
    [t],
  );
  const filter = (label: string, value: string, set: (v: string) => void, placeholder: string) => (
    <label className="bo-filter">
      <span>{label}</span>
      <input value={value} placeholder={placeholder} onChange={(event) => set(event.target.value)} />
    </label>
  );
  return (
    <DataTable
      path="/ops/games"
      query={{
        vendor: vendor.trim() || undefined,
        gameType: gameType.trim().toUpperCase() || undefined,
        name: name.trim() || undefined,
      }}
      columns={columns}
      rowId={(row) => row.id}
      csvName="games.csv"
      testId="games-table"
      filters={
        <>
          {filter(t('games_vendor'), vendor, setVendor, 'AUR')}
          {filter(t('games_type'), gameType, setGameType, 'RNG')}
          {filter(t('games_game'), name, setName, '')}
        </>
      }
    />
  );
}

function GameSettings({ game }: { game: TOpsGame }) {
  const { t } = useTranslation('backoffice');
  const [enabled, setEnabled] = useState(game.enabled);
  const [hot, setHot] = useState(game.hot);
  const [sort, setSort] = useState(String(game.sort));
  const { put, error, pending } = useSettingsSave<TOpsGame>();
  const changed = enabled !== game.enabled || hot !== game.hot || sort !== String(game.sort);

  const save = () => put(`/ops/games/${game.id}`, { enabled, hot, sort: Number.parseInt(sort, 10) || 0 });

  return (
    <div className="bo-row-actions bo-game-settings">
      <label>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('games_enabled')}
      </label>
      <label>
        <input type="checkbox" checked={hot} onChange={(event) => setHot(event.target.checked)} />
        {t('games_hot')}
      </label>
      <SortInput value={sort} onChange={setSort} />
      <Button size="sm" disabled={!changed || pending} onClick={save}>
        {t('games_save')}
      </Button>
      {error && (
        <span className="bo-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
