import type { TPlayerProfile } from '@crupier/contract/ops-players';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOps } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';
import { PlayerActions } from './player-actions';
import { PlayerRounds, PlayerTransactions } from './player-history';
import { PlayerLimits } from './player-limits';
import { PlayerNotes } from './player-notes';
import { PlayerPayoutAccounts } from './player-payout-accounts';

/** A player's profile: account, balances, limits, devices, notes, actions, movements and rounds. */
export function PlayerProfile() {
  const { t, i18n } = useTranslation('backoffice');
  const { id = '' } = useParams();
  const profile = useOps<TPlayerProfile>(`/ops/players/${encodeURIComponent(id)}`);
  const when = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : '—');

  if (profile.isPending) return <p className="bo-loading">{t('loading')}</p>;
  if (profile.isError) {
    return (
      <section className="bo-page">
        <Link to="/backoffice/players">{t('player_back')}</Link>
        <p className="bo-error" role="alert">
          {opsErrorText(profile.error, t)}
        </p>
      </section>
    );
  }
  const player = profile.data;
  return (
    <section className="bo-page" aria-labelledby="bo-player-title">
      <Link to="/backoffice/players">{t('player_back')}</Link>
      <h1 id="bo-player-title">
        {player.username}{' '}
        <span className="bo-badge">{player.locked ? t('player_locked') : t('player_active')}</span>
      </h1>
      <p className="bo-muted">{t('player_counts', player.counts)}</p>
      <PlayerActions player={player} />
      <div className="bo-profile">
        <div className="bo-card">
          <dl>
            <dt>{t('player_id')}</dt>
            <dd>{player.id}</dd>
            <dt>{t('player_nickname')}</dt>
            <dd>{player.nickname}</dd>
            <dt>{t('player_type')}</dt>
            <dd>{player.type}</dd>
            <dt>{t('player_status')}</dt>
            <dd>
              {player.status}
              {player.mustChangePassword ? ` · ${t('player_must_change')}` : ''}
            </dd>
            <dt>{t('player_email')}</dt>
            <dd>{player.email ?? '—'}</dd>
            <dt>{t('player_mobile')}</dt>
            <dd>{player.mobile ?? '—'}</dd>
            <dt>{t('player_upline')}</dt>
            <dd>
              {player.upline ? (
                <Link to={`/backoffice/players/${player.upline.id}`}>{player.upline.username}</Link>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('player_created')}</dt>
            <dd>{when(player.createdAt)}</dd>
            <dt>{t('player_last_login')}</dt>
            <dd>{when(player.lastLoginAt)}</dd>
            <dt>{t('player_last_ip')}</dt>
            <dd>{player.lastLoginIp ?? '—'}</dd>
            <dt>{t('player_register_ip')}</dt>
            <dd>{player.registerIp ?? '—'}</dd>
          </dl>
        </div>
        <div className="bo-card" data-testid="player-balances">
          <h2>{t('player_balances')}</h2>
          <dl>
            <dt>{t('player_available')}</dt>
            <dd>
              <Money value={player.balances.available} />
            </dd>
            <dt>{t('player_held')}</dt>
            <dd>
              <Money value={player.balances.held} />
            </dd>
            <dt>{t('player_balance')}</dt>
            <dd>
              <Money value={player.balances.balance} />
            </dd>
          </dl>
        </div>
        <PlayerLimits player={player} />
        <PlayerNotes player={player} />
      </div>
      <section className="bo-card" aria-labelledby="bo-player-devices">
        <h2 id="bo-player-devices">{t('player_devices')}</h2>
        <div className="bo-table__scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">IP</th>
                <th scope="col">{t('player_device_agent')}</th>
                <th scope="col">{t('player_device_first')}</th>
                <th scope="col">{t('player_device_last')}</th>
                <th scope="col">{t('player_device_sessions')}</th>
              </tr>
            </thead>
            <tbody>
              {player.devices.map((device) => (
                <tr key={`${device.ip}|${device.userAgent}`}>
                  <td>{device.ip ?? '—'}</td>
                  <td className="bo-mono">{device.userAgent ?? '—'}</td>
                  <td>{when(device.firstSeenAt)}</td>
                  <td>{when(device.lastSeenAt)}</td>
                  <td>{device.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <PlayerPayoutAccounts player={player} />
      <PlayerTransactions playerId={player.id} />
      <PlayerRounds playerId={player.id} />
    </section>
  );
}
