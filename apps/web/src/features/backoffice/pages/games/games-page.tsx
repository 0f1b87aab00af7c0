import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className="bo-tabs" role="tablist">
        {TABS.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={code === tab}
            className={code === tab ? 'is-active' : undefined}
            onClick={() => setTab(code)}
          >
            {t(`games_tab_${code}`)}
          </button>
        ))}
      </div>
      {tab === 'vendors' && <VendorsPanel />}
      {tab === 'games' && <GamesPanel />}
      {tab === 'rtp' && <RtpPanel />}
    </section>
  );
}
