import type { TMission } from '@crupier/contract/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimMission, useLeaderboard, useMissions } from '@/api/loyalty';
import {
  formatInstant,
  Loading,
  LoyaltyError,
  ProgressBar,
  useKeyedAction,
} from '@/components/loyalty-common';
import { Button } from '@/components/ui/button';
import { useLocale, useMoney } from '@/lib/merchant-context';
import '@/styles/loyalty.css';

function MissionList({ missions, title }: { missions: TMission[]; title: string }) {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const money = useMoney();
  const claim = useKeyedAction((id: number, key: string) => claimMission(id, key));
  if (missions.length === 0) return null;
  const shown = (m: TMission, value: string) => (m.kind === 'slot_wager' ? money(value) : value);
  return (
    <section>
      <h3>{title}</h3>
      <ul className="loyalty-missions">
        {missions.map((m) => (
          <li key={m.id} className="loyalty-card" data-testid="mission" data-state={m.state}>
            <div className="loyalty-mission__head">
              <strong>{m.name}</strong>
              <span className="loyalty-tag">{t('mission_reward', { points: m.rewardPoints })}</span>
            </div>
            <ProgressBar
              label={t('mission_progress', { progress: shown(m, m.progress), target: shown(m, m.target) })}
              percent={m.percent}
              detail={t('mission_ends', { at: formatInstant(m.periodEnd, locale) })}
            />
            <div className="loyalty-actions">
              {m.state === 'claimable' ? (
                <Button
                  size="sm"
                  disabled={claim.isPending}
                  onClick={() => claim.mutate(m.id)}
                  data-testid={`claim-${m.id}`}
                >
                  {t('mission_claim')}
                </Button>
              ) : (
                <span className="loyalty-muted">
                  {t(m.state === 'claimed' ? 'mission_claimed' : 'mission_in_progress')}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <LoyaltyError error={claim.error} />
    </section>
  );
}

function Leaderboard() {
  const { t } = useTranslation('loyalty');
  const [period, setPeriod] = useState<'daily' | 'weekly'>('weekly');
  const board = useLeaderboard(period);
  return (
    <section className="loyalty-card">
      <h3>{t('leaderboard')}</h3>
      <div className="loyalty-tabs">
        {(['daily', 'weekly'] as const).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === period ? 'primary' : 'ghost'}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {t(`leaderboard_${p}`)}
          </Button>
        ))}
      </div>
      <Loading isPending={board.isPending} error={board.error}>
        {board.data?.list.length === 0 ? (
          <p className="loyalty-muted">{t('leaderboard_empty')}</p>
        ) : (
          <table className="loyalty-table" data-testid="leaderboard">
            <thead>
              <tr>
                <th>{t('leaderboard_rank')}</th>
                <th>{t('leaderboard_player')}</th>
                <th>{t('points')}</th>
              </tr>
            </thead>
            <tbody>
              {board.data?.list.map((row) => (
                <tr key={row.rank} className={row.me ? 'loyalty-me' : undefined}>
                  <td>{row.rank}</td>
                  <td>{row.name}</td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {board.data?.me && (
          <p className="loyalty-me">
            {t('leaderboard_me', { rank: board.data.me.rank, points: board.data.me.points })}
          </p>
        )}
      </Loading>
    </section>
  );
}

/** missionLeaderboard: daily and weekly missions with progress and claim, and the ranking. */
export function MissionsPage() {
  const { t } = useTranslation('loyalty');
  const missions = useMissions();
  const list = missions.data?.missions ?? [];
  return (
    <div className="loyalty-page" data-testid="missions-page">
      <Loading isPending={missions.isPending} error={missions.error}>
        {list.length === 0 && <p className="loyalty-muted">{t('missions_empty')}</p>}
        <MissionList title={t('missions_daily')} missions={list.filter((m) => m.period === 'daily')} />
        <MissionList title={t('missions_weekly')} missions={list.filter((m) => m.period === 'weekly')} />
      </Loading>
      <Leaderboard />
    </div>
  );
}

/** The mission entry's badge: how many missions wait to be claimed (spec §2: shown above 0). */
export function MissionBadge() {
  const missions = useMissions();
  const count = missions.data?.claimableCount ?? 0;
  if (count <= 0) return null;
  return (
    <span className="mc-badge" data-testid="mission-badge" data-count={count}>
      {count}
    </span>
  );
}
