import { TOTP_CODE, type TStaffLoginResult } from '@crupier/contract/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr/qr-code';
import { staffLogin, staffVerify } from '@/features/backoffice/api/ops-client';
import { setStaffToken } from '@/features/backoffice/api/staff-session';
import { OPS_KEY } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { useOpsMerchant } from '@/features/backoffice/components/merchant';
import { groupSecret, normalizeCode, otpauthSecret } from './otpauth';

type TStep =
  | { kind: 'password' }
  | { kind: 'second'; login: TStaffLoginResult }
  | { kind: 'recovery'; token: string; codes: string[] };

/**
 * Staff sign-in: password, then the second factor. At the first sign-in the staff member enrols an
 * authenticator (QR code and the key as text), confirms it with a code and is shown the recovery
 * codes once; later sign-ins take a code or a recovery code.
 */
export function SignInPage() {
  const { t } = useTranslation('backoffice');
  const { merchantName } = useOpsMerchant();
  const client = useQueryClient();
  const [step, setStep] = useState<TStep>({ kind: 'password' });

  function signedIn(token: string) {
    client.removeQueries({ queryKey: [OPS_KEY] });
    setStaffToken(token);
  }

  return (
    <main className="bo-sign-in">
      <div className="bo-card bo-sign-in__card">
        <p className="bo-sign-in__brand">
          {merchantName} · {t('title')}
        </p>
        {step.kind === 'password' && <PasswordStep onDone={(login) => setStep({ kind: 'second', login })} />}
        {step.kind === 'second' && (
          <SecondFactorStep
            login={step.login}
            onBack={() => setStep({ kind: 'password' })}
            onDone={(token, codes) =>
              codes && codes.length > 0 ? setStep({ kind: 'recovery', token, codes }) : signedIn(token)
            }
          />
        )}
        {step.kind === 'recovery' && (
          <section aria-labelledby="bo-recovery-title">
            <h1 id="bo-recovery-title">{t('recovery_title')}</h1>
            <p>{t('recovery_text')}</p>
            <ul className="bo-recovery-codes" data-testid="recovery-codes">
              {step.codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
            <Button onClick={() => signedIn(step.token)}>{t('recovery_saved')}</Button>
          </section>
        )}
      </div>
    </main>
  );
}

function PasswordStep({ onDone }: { onDone: (login: TStaffLoginResult) => void }) {
  const { t } = useTranslation('backoffice');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await staffLogin(username.trim(), password));
    } catch (failure) {
      setError(opsErrorText(failure, t));
      setBusy(false);
    }
  }

  return (
    <form className="bo-form" onSubmit={submit}>
      <h1>{t('sign_in_title')}</h1>
      <label htmlFor="bo-username">{t('username')}</label>
      <input
        id="bo-username"
        name="username"
        autoComplete="username"
        value={username}
        required
        onChange={(event) => setUsername(event.target.value)}
      />
      <label htmlFor="bo-password">{t('password')}</label>
      <input
        id="bo-password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        required
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('sign_in')}
      </Button>
    </form>
  );
}

function SecondFactorStep({
  login,
  onBack,
  onDone,
}: {
  login: TStaffLoginResult;
  onBack: () => void;
  onDone: (token: string, recoveryCodes?: string[]) => void;
}) {
  const { t } = useTranslation('backoffice');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enrolling = login.secondFactor === 'enrol';
  const secret = enrolling ? otpauthSecret(login.otpauthUrl) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCode(value);
    if (!useRecovery && !TOTP_CODE.test(code)) {
      setError(t('err_invalid_code'));
      return;
    }
    if (useRecovery && !value.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const result = await staffVerify(
        useRecovery
          ? { challenge: login.challenge, recoveryCode: value.trim() }
          : { challenge: login.challenge, code },
      );
      onDone(result.token, result.recoveryCodes);
    } catch (failure) {
      setError(opsErrorText(failure, t));
      setBusy(false);
    }
  }

  return (
    <form className="bo-form" onSubmit={submit}>
      <h1>{enrolling ? t('enrol_title') : t('totp_title')}</h1>
      <p>{enrolling ? t('enrol_text') : t('totp_text')}</p>
      {login.secondFactor === 'enrol' && (
        <div className="bo-enrol">
          <QrCode value={login.otpauthUrl} size={192} />
          {secret && (
            <p>
              {t('enrol_secret')}:{' '}
              <code className="bo-enrol__secret" data-testid="totp-secret">
                {groupSecret(secret)}
              </code>
            </p>
          )}
        </div>
      )}
      <label htmlFor="bo-code">{useRecovery ? t('recovery_code') : t('code')}</label>
      <input
        id="bo-code"
        name="code"
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        value={value}
        required
        onChange={(event) => setValue(event.target.value)}
      />
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('verify')}
      </Button>
      <div className="bo-form__links">
        {!enrolling && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue('');
              setError(null);
            }}
          >
            {useRecovery ? t('use_code') : t('use_recovery')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </form>
  );
}
