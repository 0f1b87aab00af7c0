import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerifier } from '@/api/game-engine-types';
import type { TFairness, TRound } from '@/api/game-session-types';
import { Button } from '@/components/ui/button';
import { getRound, rotateSeed } from '@/features/seamless/api/rgs';
import { checkRound, type TRoundCheck } from '@/features/seamless/fairness/verify-round';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import { playedAtText } from './history-panel';
import { CheckIcon, CrossIcon } from './shell-icons';

type TRevealed = { serverSeedHash: string; serverSeed: string };

/**
 * Provably fair (docs/games.md): the commitment to the current server seed, the client seed (setting
 * one rotates the server seed), the nonce, the seeds revealed by rotating, and the verification of a
 * round in the browser (Web Crypto) from its revealed seed.
 *
 * A game whose rounds come from a shared hash chain (crash) has no seed pair of the player's: `chain`
 * (its commitment, salt and revealed seeds) takes the place of the seeds and of rotating them, and a
 * round's seed is revealed when the round is over.
 */
export function FairnessPanel({
  sessionId,
  fairness,
  rounds,
  verifier,
  summary,
  canRotate,
  chain,
  verifyId,
  onVerifyId,
  onRotated,
  onError,
}: {
  sessionId: string;
  fairness: TFairness;
  rounds: TRound[];
  verifier: TVerifier | undefined;
  summary: (round: TRound, t: TFunction<'games'>) => string;
  canRotate: boolean;
  /** The chain section of a shared-chain game (crash), shown instead of the seed pair and rotation. */
  chain?: ReactNode;
  verifyId: string | null;
  onVerifyId: (roundId: string) => void;
  onRotated: (next: TFairness) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('games');
  const base = useId();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [isRotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<TRevealed[]>([]);
  const [check, setCheck] = useState<TRoundCheck | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const settled = rounds.filter((r) => r.state === 'settled');
  // The chosen round as the history has it: when it changes (a crash round crashed and revealed its
  // seed), it is checked again.
  const chosen = verifyId ? rounds.find((r) => r.roundId === verifyId) : undefined;
  const chosenKey = chosen ? `${chosen.state}:${JSON.stringify(chosen.outcome ?? null)}` : '';

  useEffect(() => setClientSeed(fairness.clientSeed), [fairness.clientSeed]);

  // Verifies the chosen round again whenever it changes or a rotation may have revealed its seed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `chosenKey` ask for a new check
  useEffect(() => {
    if (!verifyId) return;
    let isLive = true;
    setChecking(true);
    setCheck(null);
    getRound(sessionId, verifyId)
      .then((detail) => checkRound(detail, verifier))
      .then(
        (result) => {
          if (isLive) setCheck(result);
        },
        (error: unknown) => {
          if (isLive) onError(error);
        },
      )
      .finally(() => {
        if (isLive) setChecking(false);
      });
    return () => {
      isLive = false;
    };
  }, [sessionId, verifyId, verifier, attempt, chosenKey]);

  const seedValid = clientSeed.trim().length >= 1 && clientSeed.trim().length <= 64;

  async function rotate() {
    if (!seedValid) return;
    setRotating(true);
    try {
      const wanted = clientSeed.trim();
      // Setting a client seed keeps the server seed; rotating then reveals it and starts the nonce at 0.
      if (wanted !== fairness.clientSeed) await rotateSeed(sessionId, wanted);
      const result = await rotateSeed(sessionId);
      const old = fairness.serverSeedHash;
      if (result.revealedServerSeed) {
        const serverSeed = result.revealedServerSeed;
        setRevealed((list) => [{ serverSeedHash: old, serverSeed }, ...list].slice(0, 5));
      }
      onRotated({ serverSeedHash: result.serverSeedHash, clientSeed: result.clientSeed, nonce: 0 });
      if (verifyId) setAttempt((n) => n + 1);
    } catch (error) {
      onError(error);
    } finally {
      setRotating(false);
    }
  }

  return (
    <div className="fairness" data-testid="fairness-panel">
      {chain ?? (
        <>
          <p className="fairness__intro">{t('fairness_intro')}</p>
          <dl className="fairness__facts">
            <div>
              <dt>{t('server_seed_hash')}</dt>
              <dd>
                <code className="seed" data-testid="server-seed-hash">
                  {fairness.serverSeedHash}
                </code>
              </dd>
            </div>
            <div>
              <dt>{t('nonce')}</dt>
              <dd data-testid="nonce">
                {t('nonce_value', { nonce: fairness.nonce, next: fairness.nonce + 1 })}
              </dd>
            </div>
          </dl>

          <form
            className="fairness__seed"
            onSubmit={(event) => {
              event.preventDefault();
              void rotate();
            }}
          >
            <label htmlFor={`${base}-client-seed`}>{t('client_seed')}</label>
            <div className="fairness__seed-row">
              <input
                id={`${base}-client-seed`}
                value={clientSeed}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={!seedValid}
                aria-describedby={`${base}-rotate-hint`}
                onChange={(event) => setClientSeed(event.target.value)}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={!canRotate || isRotating || !seedValid}
                data-testid="rotate-seed"
              >
                {isRotating ? <span className="btn-spinner" aria-hidden="true" /> : null}
                {t('rotate_seed')}
              </Button>
            </div>
            <p className="field-hint" id={`${base}-rotate-hint`}>
              {canRotate ? t('rotate_hint') : t('rotate_wait')}
            </p>
          </form>

          {revealed.length > 0 && (
            <section
              className="fairness__revealed"
              data-testid="revealed-seeds"
              aria-label={t('revealed_seeds')}
            >
              <h3 className="fairness__heading">{t('revealed_seeds')}</h3>
              <ul>
                {revealed.map((seed) => (
                  <li key={seed.serverSeedHash}>
                    <span className="fairness__label">{t('server_seed')}</span>
                    <code className="seed" data-testid="revealed-seed">
                      {seed.serverSeed}
                    </code>
                    <span className="fairness__label">{t('server_seed_hash')}</span>
                    <code className="seed seed--muted">{seed.serverSeedHash}</code>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      <section className="fairness__verify" aria-label={t('verify_round')}>
        <h3 className="fairness__heading">{t('verify_round')}</h3>
        {settled.length === 0 ? (
          <p className="field-hint">{t('verify_nothing')}</p>
        ) : (
          <div className="fairness__pick">
            <label className="visually-hidden" htmlFor={`${base}-round`}>
              {t('verify_round')}
            </label>
            <select
              id={`${base}-round`}
              value={verifyId ?? ''}
              onChange={(event) => {
                if (event.target.value) onVerifyId(event.target.value);
              }}
            >
              <option value="">{t('verify_pick')}</option>
              {settled.map((r) => (
                <option key={r.roundId} value={r.roundId}>
                  {r.playedAt ? playedAtText(r.playedAt, DOCUMENT_LANG[currentLanguage()]) : `#${r.nonce}`}{' '}
                  {localizeDecimals(summary(r, t), DOCUMENT_LANG[currentLanguage()])}
                </option>
              ))}
            </select>
          </div>
        )}
        {isChecking && (
          <div className="game-side__loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('verifying')}</span>
          </div>
        )}
        {check && <VerifyResult check={check} isChain={Boolean(chain)} />}
      </section>
    </div>
  );
}

/** A round's seeds and check; `isChain`: a round of a shared hash chain (round number, salt, round hash). */
function VerifyResult({ check, isChain }: { check: TRoundCheck; isChain: boolean }) {
  const { t } = useTranslation('games');
  const { detail } = check;
  const label = (key: string) => {
    const [name = key, ...rest] = key.split(' ');
    return `${t(`check_${name}` as 'check_roll', { defaultValue: name })}${rest.length ? ` ${rest.join(' ')}` : ''}`;
  };
  // Verifiers write results as 'win' and 'loss', and numbers in the wire format ("2.45").
  const value = (text: string) =>
    text === 'win' || text === 'loss'
      ? t(text === 'win' ? 'check_value_win' : 'check_value_loss')
      : localizeDecimals(text, DOCUMENT_LANG[currentLanguage()]);
  const matches = check.status === 'verified' ? check.hashMatches && check.verification.matches : null;
  return (
    <div
      className="verify"
      data-testid="verify-result"
      data-status={check.status}
      data-matches={matches === null ? undefined : String(matches)}
    >
      <dl className="verify__seeds">
        <div>
          <dt>{t(isChain ? 'crash_round' : 'nonce')}</dt>
          <dd>{detail.nonce}</dd>
        </div>
        <div>
          <dt>{t(isChain ? 'crash_salt' : 'client_seed')}</dt>
          <dd>
            <code className="seed">{detail.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t(isChain ? 'crash_hash' : 'server_seed_hash')}</dt>
          <dd>
            <code className="seed">{detail.serverSeedHash}</code>
          </dd>
        </div>
        {detail.serverSeed && (
          <div>
            <dt>{t(isChain ? 'crash_seed' : 'server_seed')}</dt>
            <dd>
              <code className="seed">{detail.serverSeed}</code>
            </dd>
          </div>
        )}
      </dl>
      {check.status === 'unrevealed' ? (
        <p className="verify__verdict verify__verdict--wait">
          {t(isChain ? 'crash_verify_unrevealed' : 'verify_unrevealed')}
        </p>
      ) : (
        <>
          <p className={`verify__hash verify__hash--${check.hashMatches ? 'ok' : 'bad'}`}>
            {check.hashMatches ? <CheckIcon /> : <CrossIcon />}
            {t(check.hashMatches ? 'verify_hash_ok' : 'verify_hash_bad')}
          </p>
          {check.status === 'seeds-only' ? (
            <p className="verify__verdict verify__verdict--wait">{t('verify_not_in_browser')}</p>
          ) : (
            <>
              <table className="verify__table">
                <thead>
                  <tr>
                    <th scope="col">{t('verify_value')}</th>
                    <th scope="col">{t('verify_server')}</th>
                    <th scope="col">{t('verify_browser')}</th>
                  </tr>
                </thead>
                <tbody>
                  {check.verification.checks.map((row) => (
                    <tr key={row.label} data-ok={row.server === row.computed}>
                      <th scope="row">{label(row.label)}</th>
                      <td>{value(row.server)}</td>
                      <td>{value(row.computed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={`verify__verdict verify__verdict--${matches ? 'match' : 'mismatch'}`}>
                {matches ? <CheckIcon /> : <CrossIcon />}
                {t(matches ? 'verify_match' : 'verify_mismatch')}
              </p>
            </>
          )}
        </>
      )}
    </div>
  );
}
