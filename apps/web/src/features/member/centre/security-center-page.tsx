import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant, McError } from '@/components/member/centre-common';
import { Notice, QueryState, Section } from '@/components/member/common';
import { useDialog } from '@/components/ui/dialog-store';
import {
  bindEmail,
  bindMobile,
  MC_KEYS,
  revokeSession,
  sendEmailCode,
  sendMobileCode,
  setPaymentPassword,
  updateProfile,
  useActiveSessions,
  useLoginHistory,
  useProfile,
} from '@/features/member/api/member-centre';
import { useLocale } from '@/lib/merchant-context';
import '@/styles/member-centre.css';

/** securityCenter (my account): profile, e-mail and mobile, payment password, sign-ins and sessions. */
export function SecurityCenterPage() {
  return (
    <div className="mc-page" data-testid="security-center">
      <ProfileSection />
      <EmailSection />
      <MobileSection />
      <PaymentPasswordSection />
      <SessionsSection />
      <LoginHistorySection />
      <PayoutLink />
    </div>
  );
}

function ProfileSection() {
  const { t } = useTranslation('membercentre');
  const profile = useProfile();
  const client = useQueryClient();
  const { open } = useDialog();
  const [nickname, setNickname] = useState<string | null>(null);
  const [realName, setRealName] = useState('');
  const [birthday, setBirthday] = useState('');
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: MC_KEYS.profile }),
  });
  const copyId = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
    } catch {
      // Some browsers refuse the clipboard; the dialog still shows the id to copy by hand.
    }
    open({ title: t('sec_copied_title'), icon: 'success', text: `${t('sec_copied_text')} (${id})` });
  };
  return (
    <Section title={t('sec_profile')} testId="profile-section">
      <QueryState query={profile}>
        {profile.data && (
          <form
            className="mc-form"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              save.mutate({
                ...(nickname !== null && nickname !== profile.data.nickname ? { nickname } : {}),
                ...(!profile.data.realName && realName ? { realName } : {}),
                ...(!profile.data.birthday && birthday ? { birthday } : {}),
              });
            }}
          >
            <div className="mc-row">
              <span className="mc-label">{t('sec_user_id')}</span>
              <span data-testid="user-id">{profile.data.id}</span>
              <button type="button" className="btn btn--ghost" onClick={() => void copyId(profile.data.id)}>
                {t('sec_copy_id')}
              </button>
            </div>
            <div className="mc-row">
              <span className="mc-label">{t('sec_account')}</span>
              <span>{profile.data.account}</span>
            </div>
            <label className="mc-field">
              <span>{t('sec_nickname')}</span>
              <input
                value={nickname ?? profile.data.nickname}
                maxLength={20}
                onChange={(e) => setNickname(e.target.value)}
              />
            </label>
            {profile.data.realName ? (
              <div className="mc-field">
                <span>{t('sec_real_name')}</span>
                <output>{profile.data.realName}</output>
              </div>
            ) : (
              <label className="mc-field">
                <span>{t('sec_real_name')}</span>
                <input value={realName} maxLength={60} onChange={(e) => setRealName(e.target.value)} />
                <small>{t('sec_real_name_hint')}</small>
              </label>
            )}
            {profile.data.birthday ? (
              <div className="mc-field">
                <span>{t('sec_birthday')}</span>
                <output>{profile.data.birthday}</output>
              </div>
            ) : (
              <label className="mc-field">
                <span>{t('sec_birthday')}</span>
                <input type="date" value={birthday} onChange={(e) => setBirthday(e.target.value)} />
              </label>
            )}
            <McError error={save.error} />
            {save.isSuccess && <Notice tone="success">{t('saved')}</Notice>}
            <button type="submit" className="btn btn--primary" disabled={save.isPending}>
              {t('save')}
            </button>
          </form>
        )}
      </QueryState>
    </Section>
  );
}

function Verified({ yes }: { yes: boolean }) {
  const { t } = useTranslation('membercentre');
  return (
    <span className={`mc-tag ${yes ? 'mc-tag--ok' : ''}`}>
      {yes ? t('sec_verified') : t('sec_not_verified')}
    </span>
  );
}

function EmailSection() {
  const { t } = useTranslation('membercentre');
  const profile = useProfile();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: sendEmailCode });
  const bind = useMutation({
    mutationFn: bindEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: MC_KEYS.profile }),
  });
  return (
    <Section
      title={t('sec_email')}
      testId="email-section"
      aside={profile.data && <Verified yes={profile.data.emailVerified} />}
    >
      {profile.data?.email && <p data-testid="bound-email">{profile.data.email}</p>}
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          bind.mutate({ email, code });
        }}
      >
        <label className="mc-field">
          <span>{t('sec_email')}</span>
          <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!email || send.isPending}
          onClick={() => send.mutate(email)}
        >
          {t('sec_send_code')}
        </button>
        {send.data && (
          <Notice tone="info">{t('sec_code_sent', { minutes: send.data.expiredMinutes })}</Notice>
        )}
        <label className="mc-field">
          <span>{t('sec_code')}</span>
          <input
            name="email-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <McError error={send.error ?? bind.error} />
        {bind.isSuccess && (
          <Notice tone="success" testId="email-bound">
            {t('sec_bound')}
          </Notice>
        )}
        <button type="submit" className="btn btn--primary" disabled={!email || !code || bind.isPending}>
          {t('sec_bind')}
        </button>
      </form>
    </Section>
  );
}

function MobileSection() {
  const { t } = useTranslation('membercentre');
  const profile = useProfile();
  const client = useQueryClient();
  const [cc, setCc] = useState('+52');
  const [num, setNum] = useState('');
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: sendMobileCode });
  const bind = useMutation({
    mutationFn: bindMobile,
    onSuccess: () => client.invalidateQueries({ queryKey: MC_KEYS.profile }),
  });
  return (
    <Section
      title={t('sec_mobile')}
      testId="mobile-section"
      aside={profile.data && <Verified yes={profile.data.mobileVerified} />}
    >
      {profile.data?.mobileNum && (
        <p>
          {profile.data.countryDialingCode} {profile.data.mobileNum}
        </p>
      )}
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          bind.mutate({ countryDialingCode: cc, mobileNum: num, code });
        }}
      >
        <div className="mc-inline">
          <label className="mc-field mc-field--narrow">
            <span>{t('sec_country_code')}</span>
            <input value={cc} maxLength={5} onChange={(e) => setCc(e.target.value)} />
          </label>
          <label className="mc-field">
            <span>{t('sec_mobile')}</span>
            <input
              inputMode="numeric"
              value={num}
              onChange={(e) => setNum(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        </div>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!num || send.isPending}
          onClick={() => send.mutate({ countryDialingCode: cc, mobileNum: num })}
        >
          {t('sec_send_code')}
        </button>
        {send.data && (
          <Notice tone="info">{t('sec_code_sent', { minutes: send.data.expiredMinutes })}</Notice>
        )}
        <label className="mc-field">
          <span>{t('sec_code')}</span>
          <input inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
        <McError error={send.error ?? bind.error} />
        {bind.isSuccess && <Notice tone="success">{t('sec_bound')}</Notice>}
        <button type="submit" className="btn btn--primary" disabled={!num || !code || bind.isPending}>
          {t('sec_bind')}
        </button>
      </form>
    </Section>
  );
}

function PaymentPasswordSection() {
  const { t } = useTranslation('membercentre');
  const profile = useProfile();
  const client = useQueryClient();
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const save = useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => {
      setNext('');
      setConfirmation('');
      void client.invalidateQueries({ queryKey: MC_KEYS.profile });
    },
  });
  const hasOne = profile.data?.hasPaymentPassword ?? false;
  return (
    <Section
      title={t('sec_payment_password')}
      testId="payment-password-section"
      aside={
        <span className="mc-tag">
          {hasOne ? t('sec_payment_password_set') : t('sec_payment_password_unset')}
        </span>
      }
    >
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            hasOne
              ? { paymentPassword: next, oldPaymentPassword: confirmation }
              : { paymentPassword: next, password: confirmation },
          );
        }}
      >
        <label className="mc-field">
          <span>{hasOne ? t('sec_old_payment_password') : t('sec_login_password')}</span>
          <input
            type="password"
            name="payment-confirmation"
            autoComplete="current-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </label>
        <label className="mc-field">
          <span>{t('sec_new_payment_password')}</span>
          <input
            type="password"
            name="new-payment-password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={next}
            onChange={(e) => setNext(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <McError error={save.error} />
        {save.isSuccess && (
          <Notice tone="success" testId="payment-password-saved">
            {t('sec_payment_password_saved')}
          </Notice>
        )}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={next.length !== 6 || !confirmation || save.isPending}
        >
          {t('save')}
        </button>
      </form>
    </Section>
  );
}

function SessionsSection() {
  const { t } = useTranslation('membercentre');
  const locale = useLocale();
  const sessions = useActiveSessions();
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: MC_KEYS.sessions }),
  });
  return (
    <Section title={t('sec_sessions')} testId="sessions-section">
      <QueryState query={sessions}>
        <ul className="mc-list">
          {sessions.data?.map((s) => (
            <li key={s.id}>
              <div>
                <strong>{s.device ?? '—'}</strong>
                <div className="mc-muted">
                  {s.ip ?? '—'} · {formatInstant(s.lastSeenAt, locale)}
                </div>
              </div>
              {s.current ? (
                <span className="mc-tag mc-tag--ok">{t('sec_this_device')}</span>
              ) : (
                <button type="button" className="btn btn--ghost" onClick={() => revoke.mutate(s.id)}>
                  {t('sec_revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
        <McError error={revoke.error} />
      </QueryState>
    </Section>
  );
}

function LoginHistorySection() {
  const { t } = useTranslation('membercentre');
  const locale = useLocale();
  const history = useLoginHistory();
  return (
    <Section title={t('sec_login_history')} testId="login-history-section">
      <QueryState query={history}>
        <div className="mc-table-wrap">
          <table className="mc-table">
            <thead>
              <tr>
                <th>{t('sec_time')}</th>
                <th>{t('sec_ip')}</th>
                <th>{t('sec_device')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data?.map((h) => (
                <tr key={`${h.at}-${h.ip}`}>
                  <td>{formatInstant(h.at, locale)}</td>
                  <td>{h.ip ?? '—'}</td>
                  <td className="mc-device">{h.device ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </Section>
  );
}

function PayoutLink() {
  const { t } = useTranslation('membercentre');
  return (
    <Section title={t('sec_payout_accounts')}>
      <Link to="?page=withdraw">{t('sec_payout_accounts_link')}</Link>
    </Section>
  );
}
