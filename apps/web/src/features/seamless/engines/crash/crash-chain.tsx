import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRealtime } from '@/api/game-engine-types';
import { CheckIcon, CrossIcon } from '@/features/seamless/shell/shell-icons';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import {
  applyCrashEvent,
  applyRound,
  chainRounds,
  checkChain,
  EMPTY_TABLE,
  getCrashState,
  parseCrashEvent,
  type TChainCheck,
  type TCrashTable,
} from './crash';
import './crash-chain.css';

/** How many crashed rounds the panel lists (the server keeps the last 20). */
const SHOWN = 5;

/**
 * The fairness panel of a crash game, in place of the seed pair of the other engines: crash rounds are
 * shared and drawn from one hash chain fixed before its first round (docs/games.md, "Crash"), so there
 * is no seed of the player's to set or rotate. It shows the chain (commitment and salt), the hash of the
 * round now, and the seeds the last rounds revealed when they crashed, each checked in the browser.
 */
export default function CrashChain({ sessionId, realtime }: { sessionId: string; realtime: TRealtime }) {
  const { t } = useTranslation('games');
  const [table, setTable] = useState<TCrashTable>(EMPTY_TABLE);
  const [chain, setChain] = useState<{ commitment: string; salt: string } | null>(null);
  // Checks by salt and round (kept while the list moves on, so that verdicts do not blink).
  const [checks, setChecks] = useState<ReadonlyMap<string, TChainCheck>>(() => new Map());
  const round = table.round;
  const salt = round?.salt ?? chain?.salt ?? null;
  useEffect(() => {
    let isLive = true;
    getCrashState(sessionId).then(
      (state) => {
        if (!isLive) return;
        setChain(state.chain);
        setTable((current) => applyRound(current, state.round, state.history, Date.now()));
      },
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [sessionId]);

  // A new chain (the old one used up) comes with a new salt: its commitment is read again.
  const isNewChain = Boolean(chain && round && round.salt !== chain.salt);
  useEffect(() => {
    if (!isNewChain) return;
    let isLive = true;
    getCrashState(sessionId).then(
      (state) => {
        if (isLive) setChain(state.chain);
      },
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [sessionId, isNewChain]);

  useEffect(
    () =>
      realtime.subscribe((message) => {
        const event = parseCrashEvent(message);
        if (event?.event === 'round') setTable((current) => applyCrashEvent(current, event, Date.now()));
      }),
    [realtime],
  );

  const commitment = chain?.commitment ?? null;
  const rounds = useMemo(
    () => chainRounds(table.history, commitment).slice(0, SHOWN + 1),
    [table.history, commitment],
  );
  useEffect(() => {
    if (!salt || rounds.length === 0) return;
    let isLive = true;
    checkChain(rounds, salt).then((list) => {
      if (!isLive) return;
      const keys = rounds.map((entry) => `${salt}:${entry.roundId}`);
      setChecks((known) => {
        // Rounds no longer listed are dropped; the others keep their verdict until checked again.
        const next = new Map([...known].filter(([key]) => keys.includes(key)));
        for (const [i, check] of list.entries()) next.set(keys[i] ?? '', check);
        return next;
      });
    });
    return () => {
      isLive = false;
    };
  }, [rounds, salt]);

  return (
    <section className="crash-chain" data-testid="crash-chain" aria-label={t('crash_chain_title')}>
      <p className="fairness__intro">{t('crash_chain_intro')}</p>
      <dl className="fairness__facts">
        {round && (
          <div>
            <dt>{t('crash_current_hash', { n: round.roundNo })}</dt>
            <dd>
              <code className="seed" data-testid="crash-current-hash">
                {round.hash}
              </code>
            </dd>
          </div>
        )}
        {salt && (
          <div>
            <dt>{t('crash_salt')}</dt>
            <dd>
              <code className="seed" data-testid="crash-salt">
                {salt}
              </code>
            </dd>
          </div>
        )}
        {chain && (
          <div>
            <dt>{t('crash_commitment')}</dt>
            <dd>
              <code className="seed seed--muted" data-testid="crash-commitment">
                {chain.commitment}
              </code>
            </dd>
          </div>
        )}
      </dl>
      <p className="fairness__intro">{t('crash_chain_formula')}</p>

      <section aria-label={t('crash_revealed_rounds')}>
        <h3 className="fairness__heading">{t('crash_revealed_rounds')}</h3>
        {rounds.length === 0 ? (
          <p className="field-hint">{t('crash_no_rounds')}</p>
        ) : (
          <ol className="crash-chain__rounds">
            {rounds.slice(0, SHOWN).map((entry) => {
              const check = checks.get(`${salt}:${entry.roundId}`);
              const isOk = check
                ? check.hashMatches && check.crashMatches && check.linkMatches !== false
                : undefined;
              return (
                <li
                  key={entry.roundId}
                  className="crash-chain__round"
                  data-testid="crash-chain-round"
                  data-round-no={entry.roundNo}
                  data-verified={isOk === undefined ? undefined : String(isOk)}
                >
                  <p className="crash-chain__head">
                    <strong>
                      {t('crash_chain_round', {
                        n: entry.roundNo,
                        multiplier: localizeDecimals(entry.crashPoint, DOCUMENT_LANG[currentLanguage()]),
                      })}
                    </strong>
                    {isOk !== undefined && (
                      <span
                        className={`crash-chain__verdict crash-chain__verdict--${isOk ? 'ok' : 'bad'}`}
                        title={t('crash_chain_checks')}
                      >
                        {isOk ? <CheckIcon /> : <CrossIcon />}
                        {t(isOk ? 'crash_chain_ok' : 'crash_chain_bad')}
                      </span>
                    )}
                  </p>
                  <span className="fairness__label">{t('crash_seed')}</span>
                  <code className="seed" data-testid="crash-chain-seed">
                    {entry.seed}
                  </code>
                  <span className="fairness__label">{t('crash_hash')}</span>
                  <code className="seed seed--muted" data-testid="crash-chain-hash">
                    {entry.hash}
                  </code>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </section>
  );
}
