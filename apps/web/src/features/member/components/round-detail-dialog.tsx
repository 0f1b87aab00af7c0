import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetRecord, TRoundDetail } from '@/api/member-types';
import { CopyButton, Notice, QueryState } from '@/components/member/common';
import { Dialog } from '@/components/ui/dialog';
import { useRoundDetail } from '@/features/member/api/bets';
import { formatMerchantTime } from '@/features/member/lib/date-range';
import { type TVerification, verifyRound } from '@/features/member/lib/fair-verify';
import { localizeDecimals } from '@/lib/decimals';
import { useLocale, useMerchant, useMoney } from '@/lib/merchant-context';
import { BetState, ProfitAmount, useGameLine } from './bet-parts';
import { RoundOutcome } from './round-outcome';

function DetailRow({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: ReactNode;
  copyLabel?: string;
  testId?: string;
}) {
  return (
    <div className="wallet-details__row">
      <dt>{label}</dt>
      <dd>
        <span className="wallet-details__value bet-mono" data-testid={testId}>
          {value}
        </span>
        {copyLabel && typeof value === 'string' && <CopyButton value={value} label={copyLabel} />}
      </dd>
    </div>
  );
}

type TVerifyState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: TVerification }
  | { status: 'failed' };

/** Recomputes the round in the browser (Web Crypto) once its server seed is revealed. */
function VerifyPanel({ round }: { round: TRoundDetail & { serverSeed: string } }) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<TVerifyState>({ status: 'idle' });
  const verify = async () => {
    setState({ status: 'running' });
    try {
      setState({ status: 'done', result: await verifyRound(round) });
    } catch {
      setState({ status: 'failed' });
    }
  };
  return (
    <div className="bet-verify">
      <button
        type="button"
        className="btn btn--primary"
        disabled={state.status === 'running'}
        onClick={() => void verify()}
      >
        {state.status === 'running' ? t('round_verifying') : t('round_verify')}
      </button>
      {state.status === 'failed' && <Notice tone="error">{t('round_verify_failed')}</Notice>}
      {state.status === 'done' && <VerifyResult result={state.result} />}
    </div>
  );
}

function VerifyResult({ result }: { result: TVerification }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const { commitment, outcome } = result;
  // Rolls and crash points ("26.11", "×2.45") in the UI language's number format, as the outcome shows them.
  const numbers = (text: string) => localizeDecimals(text, locale);
  return (
    <div
      className="bet-verify__result"
      data-testid="verify-result"
      data-result={result.matches ? 'match' : 'mismatch'}
    >
      <Notice tone={result.matches ? 'success' : 'error'}>
        <strong>{t(result.matches ? 'round_verified' : 'round_not_verified')}</strong>
      </Notice>
      <ul className="bet-verify__checks">
        <li data-matches={commitment.matches}>
          <span className="bet-verify__mark" aria-hidden="true">
            {commitment.matches ? '✓' : '✗'}
          </span>
          <div>
            <div>
              {t('round_commitment')}:{' '}
              {t(commitment.matches ? 'round_commitment_ok' : 'round_commitment_bad')}
            </div>
            <div className="bet-mono bet-verify__hash">{commitment.computed}</div>
          </div>
        </li>
        <li data-matches={outcome.status !== 'mismatch'}>
          <span className="bet-verify__mark" aria-hidden="true">
            {outcome.status === 'mismatch' ? '✗' : outcome.status === 'match' ? '✓' : 'i'}
          </span>
          <div>
            <div>
              {outcome.status === 'unsupported'
                ? t('round_recompute_unsupported')
                : t(outcome.status === 'match' ? 'round_recomputed_ok' : 'round_recomputed_bad')}
            </div>
            {outcome.checks.length > 0 && (
              <table className="bet-verify__table">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t('round_outcome')}</span>
                    </th>
                    <th scope="col">{t('round_recorded')}</th>
                    <th scope="col">{t('round_computed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.checks.map((check) => (
                    <tr key={check.part} data-matches={check.matches}>
                      <th scope="row">{t(`check_${check.part}`)}</th>
                      <td>{numbers(check.recorded)}</td>
                      <td>{numbers(check.computed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </li>
      </ul>
    </div>
  );
}

function hasSeed(round: TRoundDetail): round is TRoundDetail & { serverSeed: string } {
  return typeof round.serverSeed === 'string' && round.serverSeed.length > 0;
}

function RoundDetails({ record, round }: { record: TBetRecord; round: TRoundDetail }) {
  const { t } = useTranslation('wallet');
  // The house game server names a round's transactions <round>:bet, <round>:win, <round>:<action>:<hand>.
  const transactionLabel = (id: string) => {
    const kind = id.slice(round.roundId.length + 1).split(':')[0];
    if (kind === 'bet') return t('round_transaction_bet');
    if (kind === 'win') return t('round_transaction_win');
    return t('round_transaction');
  };
  return (
    <>
      <section className="bet-detail__section" aria-labelledby="round-outcome-title">
        <h3 id="round-outcome-title">{t('round_outcome')}</h3>
        {record.state === 'debited' && <p className="wallet-muted">{t('round_open_note')}</p>}
        <RoundOutcome engine={round.engine} outcome={round.outcome} bet={round.bet} />
      </section>
      <section className="bet-detail__section" aria-labelledby="round-fairness-title">
        <h3 id="round-fairness-title">{t('round_fairness')}</h3>
        <p className="wallet-muted">{t('round_fairness_hint')}</p>
        <dl className="wallet-details" data-testid="round-seeds">
          <DetailRow
            label={t('round_server_seed_hash')}
            value={round.serverSeedHash}
            copyLabel={t('round_server_seed_hash')}
            testId="server-seed-hash"
          />
          <DetailRow
            label={t('round_client_seed')}
            value={round.clientSeed}
            copyLabel={t('round_client_seed')}
            testId="client-seed"
          />
          <DetailRow label={t('round_nonce')} value={String(round.nonce)} testId="nonce" />
          {hasSeed(round) && (
            <DetailRow
              label={t('round_server_seed')}
              value={round.serverSeed}
              copyLabel={t('round_server_seed')}
              testId="server-seed"
            />
          )}
        </dl>
        {hasSeed(round) ? (
          <VerifyPanel round={round} />
        ) : (
          <Notice tone="info" testId="seed-hidden">
            {t('round_seed_hidden')}
          </Notice>
        )}
      </section>
      <section
        className="bet-detail__section"
        aria-labelledby="round-wallet-title"
        data-testid="round-wallet"
      >
        <h3 id="round-wallet-title">{t('round_wallet_transactions')}</h3>
        <dl className="wallet-details">
          <DetailRow
            label={t('round_id')}
            value={round.roundId}
            copyLabel={t('round_id')}
            testId="round-id"
          />
          {round.walletTransactions.length === 0 ? (
            <DetailRow label={t('round_wallet_transactions')} value={t('round_no_transactions')} />
          ) : (
            round.walletTransactions.map((id) => (
              <DetailRow
                key={id}
                label={transactionLabel(id)}
                value={id}
                copyLabel={id}
                testId="wallet-transaction"
              />
            ))
          )}
        </dl>
      </section>
    </>
  );
}

/**
 * A round of the betting record: what was bet and won, the outcome drawn for its engine, the seeds,
 * the wallet transactions, and a check of the round in the browser once the server seed is revealed.
 */
export function RoundDetailDialog({ record, onClose }: { record: TBetRecord | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const gameLine = useGameLine();
  const detail = useRoundDetail(record?.roundId ?? null);
  if (!record) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={record.gameName || t('bets_round')}
      description={`${formatMerchantTime(record.at, gmtOffset, locale)} · ${gameLine(record)}`}
      size="lg"
      testId="round-detail"
    >
      <dl className="wallet-summary bet-detail__summary" data-testid="round-summary">
        <div className="wallet-summary__item">
          <dt>{t('bets_bet')}</dt>
          <dd data-testid="round-bet">{money(record.bet)}</dd>
        </div>
        <div className="wallet-summary__item">
          <dt>{t('bets_win')}</dt>
          <dd data-testid="round-win">{money(record.win)}</dd>
        </div>
        <div className="wallet-summary__item">
          <dt>{t('bets_profit_loss')}</dt>
          <dd>
            <ProfitAmount profit={record.profit} testId="round-profit" />
          </dd>
        </div>
        <div className="wallet-summary__item">
          <dt>{t('status')}</dt>
          <dd>
            <BetState state={record.state} />
          </dd>
        </div>
      </dl>
      <QueryState query={detail}>
        {detail.data && <RoundDetails record={record} round={detail.data} />}
      </QueryState>
    </Dialog>
  );
}
