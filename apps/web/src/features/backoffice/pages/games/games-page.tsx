import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/features/backoffice/components/tabs';
import { GamesPanel } from './games-panel';
import { RtpPanel } from './rtp-panel';
import { VendorsPanel } from './vendors-panel';
import './games.css';

const TABS = ['vendors', 'games', 'rtp'] as const;

/** Games and vendors of the merchant: vendor states and secrets, game settings, RTP and hold. */
export function GamesPage() {
  const { t } = useTranslation('backoffice');
  const [tab, setTab] = useState<(typeof TABS)[number]>('vendors');
  return (
    <section className="bo-page" aria-labelledby="bo-games-title">
      <h1 id="bo-games-title">{t('games_title')}</h1>
      <p className="bo-muted">{t('games_text')}</p>
      <Tabs items={TABS} selected={tab} onSelect={setTab} label={(code) => t(`games_tab_${code}`)} />
      {tab === 'vendors' && <VendorsPanel />}
      {tab === 'games' && <GamesPanel />}
      {tab === 'rtp' && <RtpPanel />}
    </section>
  );
}
