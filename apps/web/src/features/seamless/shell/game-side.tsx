import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineEntry, TRealtime } from '@/api/game-engine-types';
import type { TFairness, TRound } from '@/api/game-session-types';
import { FairnessPanel } from './fairness-panel';
import { HistoryPanel } from './history-panel';
import type { TMoney } from './use-play';

const noSummary = () => '';
type TTab = 'history' | 'fairness';

function TabPanel({ name, tab, children }: { name: TTab; tab: TTab; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`game-panel-${name}`}
      aria-labelledby={`game-tab-${name}`}
      className="game-tabs__panel"
      hidden={tab !== name}
    >
      {children}
    </div>
  );
}

/** Beside the table: the last rounds and the fairness tools, as two tabs. */
export function GameSide({
  sessionId,
  engine,
  entry,
  history,
  historyFailed,
  fairness,
  canRotate,
  realtime,
  money,
  onRotated,
  onError,
}: {
  sessionId: string;
  engine: string;
  entry: TEngineEntry | null;
  history: TRound[] | null;
  historyFailed: boolean;
  fairness: TFairness;
  canRotate: boolean;
  realtime: TRealtime;
  money: TMoney;
  onRotated: (fairness: TFairness) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('games');
  const [tab, setTab] = useState<TTab>('history');
  const [verifyId, setVerifyId] = useState<string | null>(null);
  const onVerify = useCallback((roundId: string) => {
    setVerifyId(roundId);
    setTab('fairness');
  }, []);
  const EngineFairness = entry?.fairness;
  return (
    <aside className="game-side" aria-label={t('game_info')}>
      <div className="game-tabs" role="tablist" aria-label={t('game_info')}>
        {(['history', 'fairness'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`game-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`game-panel-${name}`}
            className="game-tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(name === 'history' ? 'history' : 'fairness')}
          </button>
        ))}
      </div>
      <TabPanel name="history" tab={tab}>
        <HistoryPanel
          rounds={history}
          failed={historyFailed}
          summary={entry?.summary ?? noSummary}
          money={money}
          onVerify={onVerify}
          numbered={engine === 'crash'}
        />
      </TabPanel>
      {/* Kept mounted while hidden: the revealed seeds and the last check stay. */}
      <TabPanel name="fairness" tab={tab}>
        <FairnessPanel
          sessionId={sessionId}
          fairness={fairness}
          rounds={history ?? []}
          verifier={entry?.verify}
          summary={entry?.summary ?? noSummary}
          canRotate={canRotate}
          chain={
            EngineFairness ? (
              <Suspense fallback={null}>
                <EngineFairness sessionId={sessionId} realtime={realtime} />
              </Suspense>
            ) : undefined
          }
          verifyId={verifyId}
          onVerifyId={setVerifyId}
          onRotated={onRotated}
          onError={onError}
        />
      </TabPanel>
    </aside>
  );
}
