import type { TPointReward, TRedeemResult } from '@crupier/contract/loyalty';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  convertPoints,
  usePointBalance,
  usePointConfig,
  usePointDetails,
  useRedeemHistory,
  useRewards,
} from '@/api/loyalty';
import { useSession } from '@/api/session';
import { formatInstant, Loading, LoyaltyError, useKeyedAction } from '@/components/loyalty-common';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import '@/styles/loyalty.css';
import { RedeemDialog } from '@/features/point-mall/components/redeem-dialog';
import { MerchantProvider, type TMerchant, useLocale, useMoney } from '@/lib/merchant-context';

const TABS = ['catalogue', 'history', 'rules', 'details'] as const;
type TTab = (typeof TABS)[number];
const KINDS = ['all', 'cash', 'bonus', 'item'] as const;

function Catalogue({ balance, onRedeemed }: { balance: number; onRedeemed: (r: TRedeemResult) => void }) {
  const { t } = useTranslation('loyalty');
  const money = useMoney();
  const rewards = useRewards();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('all');
  const [chosen, setChosen] = useState<TPointReward | null>(null);
  const shown = (rewards.data ?? []).filter((r) => kind === 'all' || r.kind === kind);
  return (
    <Loading isPending={rewards.isPending} error={rewards.error}>
      <div className="loyalty-tabs">
        {KINDS.map((k) => (
          <Button
            key={k}
            size="sm"
            variant={k === kind ? 'primary' : 'ghost'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {t(`kind_${k}`)}
          </Button>
        ))}
      </div>
      <ul className="loyalty-grid" data-testid="reward-list">
        {shown.map((r) => {
          const soldOut = r.stock !== null && r.stock <= 0;
          return (
            <li key={r.id} className="loyalty-card" data-testid="reward">
              <span className="loyalty-tag">{t(`kind_${r.kind}`)}</span>
              <strong>{r.name}</strong>
              {r.amount && <span>{money(r.amount)}</span>}
              <span className="loyalty-muted">{r.description}</span>
              <span>{t('points_value', { count: r.points })}</span>
              {r.stock !== null && (
                <span className="loyalty-muted">
                  {soldOut ? t('out_of_stock') : t('stock_left', { count: r.stock })}
                </span>
              )}
              <Button
                size="sm"
                disabled={soldOut || balance < r.points}
                title={balance < r.points ? t('not_enough') : undefined}
                onClick={() => setChosen(r)}
                data-testid={`redeem-${r.id}`}
              >
                {t('redeem')}
              </Button>
            </li>
          );
        })}
      </ul>
      {chosen && (
        <RedeemDialog
          reward={chosen}
          balance={balance}
          onClose={() => setChosen(null)}
          onDone={(result) => {
            setChosen(null);
            onRedeemed(result);
          }}
        />
      )}
    </Loading>
  );
}

function History() {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const history = useRedeemHistory(pageNo);
  return (
    <Loading isPending={history.isPending} error={history.error}>
      {history.data?.list.length === 0 ? (
        <p className="loyalty-muted">{t('history_empty')}</p>
      ) : (
        <div className="loyalty-table-wrap">
          <table className="loyalty-table" data-testid="redeem-history">
            <thead>
              <tr>
                <th>{t('col_date')}</th>
                <th>{t('col_reward')}</th>
                <th>{t('col_points')}</th>
                <th>{t('col_state')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data?.list.map((r) => (
                <tr key={r.id} data-testid="redemption">
                  <td>{formatInstant(r.createdAt, locale)}</td>
                  <td>{r.rewardName}</td>
                  <td>{r.points}</td>
                  <td data-state={r.state}>
                    {t(`state_${r.state}`)}
                    {r.reason ? ` · ${r.reason}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.data && history.data.totalPages > 1 && (
        <div className="loyalty-actions">
          <Button size="sm" variant="ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            ‹
          </Button>
          <span>
            {pageNo} / {history.data.totalPages}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={pageNo >= history.data.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            ›
          </Button>
        </div>
      )}
    </Loading>
  );
}

function Rules({ balance }: { balance: number }) {
  const { t } = useTranslation('loyalty');
  const money = useMoney();
  const config = usePointConfig();
  const [points, setPoints] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const convert = useKeyedAction(convertPoints, (r) => {
    setDone(t('converted_ok', { points: r.converted, amount: money(r.amount) }));
    setPoints('');
    setPaymentPassword('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    convert.mutate({ points: Number(points), paymentPassword });
  };
  const c = config.data;
  return (
    <Loading isPending={config.isPending} error={config.error}>
      {c && (
        <div className="loyalty-page">
          <ul data-testid="point-rules">
            <li>{t('rule_earn', { amount: money(c.turnoverPerPoint) })}</li>
            <li>
              {t('rule_convert', {
                points: c.convertPoints,
                amount: money(c.convertAmount),
                min: c.minConvertPoints,
              })}
            </li>
            <li>{t('rule_expiry')}</li>
            <li>{t('rule_items')}</li>
          </ul>
          <form className="loyalty-form loyalty-card" onSubmit={submit}>
            <h3>{t('convert')}</h3>
            <label>
              {t('convert_points')}
              <input
                type="number"
                min={c.minConvertPoints}
                max={balance}
                step={c.convertPoints}
                required
                value={points}
                onChange={(e) => setPoints(e.target.value)}
              />
            </label>
            <label>
              {t('payment_password')}
              <input
                type="password"
                inputMode="numeric"
                autoComplete="off"
                pattern="\d{6}"
                maxLength={6}
                required
                value={paymentPassword}
                onChange={(e) => setPaymentPassword(e.target.value)}
              />
            </label>
            <LoyaltyError error={convert.error} />
            {done && (
              <p className="loyalty-notice loyalty-notice--ok" role="status">
                {done}
              </p>
            )}
            <div className="loyalty-actions">
              <Button type="submit" disabled={convert.isPending}>
                {t('convert')}
              </Button>
            </div>
          </form>
        </div>
      )}
    </Loading>
  );
}

function Details() {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const [pageNo] = useState(1);
  const details = usePointDetails(pageNo);
  return (
    <Loading isPending={details.isPending} error={details.error}>
      {details.data?.list.length === 0 ? (
        <p className="loyalty-muted">{t('details_empty')}</p>
      ) : (
        <div className="loyalty-table-wrap">
          <table className="loyalty-table">
            <thead>
              <tr>
                <th>{t('col_date')}</th>
                <th>{t('col_kind')}</th>
                <th>{t('col_points')}</th>
                <th>{t('col_balance')}</th>
              </tr>
            </thead>
            <tbody>
              {details.data?.list.map((m) => (
                <tr key={m.id}>
                  <td>{formatInstant(m.at, locale)}</td>
                  <td>{t(`move_${m.kind}` as 'move_points_redeem', { defaultValue: m.kind })}</td>
                  <td>{m.points > 0 ? `+${m.points}` : m.points}</td>
                  <td>{m.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Loading>
  );
}

/** The points mall: balance, catalogue with the redeem dialog, redeem history, point rules and convert. */
export function PointMallContent() {
  const { t } = useTranslation('loyalty');
  const balance = usePointBalance();
  const [tab, setTab] = useState<TTab>('catalogue');
  const [notice, setNotice] = useState<string | null>(null);
  const points = balance.data?.points ?? 0;
  return (
    <div className="loyalty-page" data-testid="point-mall">
      <section className="loyalty-card loyalty-balance" aria-live="polite">
        <span>{t('my_points')}</span>
        <strong data-testid="point-balance">{balance.isPending ? '…' : points}</strong>
        <span className="loyalty-muted">{t('points_never_expire')}</span>
      </section>
      <LoyaltyError error={balance.error} />
      {notice && (
        <p className="loyalty-notice loyalty-notice--ok" role="status" data-testid="redeem-notice">
          {notice}
        </p>
      )}
      <div className="loyalty-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="btn btn--ghost btn--sm"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            data-testid={`tab-${name}`}
          >
            {t(`tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'catalogue' && (
          <Catalogue
            balance={points}
            onRedeemed={(r) => setNotice(t('redeemed_ok', { state: t(`state_${r.redemption.state}`) }))}
          />
        )}
        {tab === 'history' && <History />}
        {tab === 'rules' && <Rules balance={points} />}
        {tab === 'details' && <Details />}
      </div>
    </div>
  );
}

/** Lazy section 'PointMall' (/pointMall): members see their points; guests are asked to sign in. */
export function PointMall({ merchant }: { merchant: TMerchant }) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('loyalty');
  const hasToken = useSession((s) => Boolean(s.token));
  return (
    <MerchantProvider value={merchant}>
      <Page title={t('point_mall')}>
        {hasToken ? (
          <PointMallContent />
        ) : (
          <EmptyState>
            <Link to="/login" state={{ from: '/pointMall' }}>
              {tl('sign_in_to_redeem')}
            </Link>
          </EmptyState>
        )}
      </Page>
    </MerchantProvider>
  );
}
