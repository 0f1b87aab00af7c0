import { ALL_LANGUAGES, WHITELABEL_FLAGS } from '@crupier/contract/constants';
import type { TOpsBrand, TOpsFieldRuleInput } from '@crupier/contract/ops-brand';
import {
  PATTERN_IDS,
  REGISTRATION_FIELDS,
  type TRegistrationField,
} from '@crupier/contract/registration-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFooter, useBrandSave } from './use-brand-save';

const ignore = () => undefined;

/** The whitelabel module flags, one checkbox each. */
export function WhitelabelForm({ brand }: { brand: TOpsBrand }) {
  const { t } = useTranslation('backoffice');
  const [flags, setFlags] = useState(() =>
    Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, brand.whitelabel[flag] === true])),
  );
  const { save, busy, outcome } = useBrandSave('whitelabel');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(flags).catch(ignore);
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} data-testid="brand-whitelabel">
      <p className="bo-muted">{t('brand_whitelabel_hint')}</p>
      <div className="bo-brand__checks">
        {WHITELABEL_FLAGS.map((flag) => (
          <label key={flag} className="bo-brand__check">
            <input
              type="checkbox"
              checked={flags[flag] === true}
              onChange={(event) => setFlags((current) => ({ ...current, [flag]: event.target.checked }))}
            />
            <code>{flag}</code>
          </label>
        ))}
      </div>
      <SaveFooter outcome={outcome} busy={busy} />
    </form>
  );
}

/** The languages offered (from the platform's list) and the default one, which must be offered. */
export function LanguagesForm({ brand }: { brand: TOpsBrand }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [languages, setLanguages] = useState<string[]>(brand.languages);
  const [defaultLanguage, setDefault] = useState(brand.defaultLanguage);
  const { save, busy, outcome, setOutcome } = useBrandSave('languages');
  const valid = languages.length > 0 && languages.includes(defaultLanguage);
  const toggle = (code: string, on: boolean) =>
    setLanguages((current) => (on ? [...current, code] : current.filter((c) => c !== code)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setOutcome({ ok: false, text: t('brand_languages_hint') });
      return;
    }
    save({ languages, defaultLanguage }).catch(ignore);
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} data-testid="brand-languages">
      <fieldset className="bo-brand__fieldset">
        <legend>{t('brand_languages_offered')}</legend>
        <div className="bo-brand__checks">
          {ALL_LANGUAGES.map((code) => (
            <label key={code} className="bo-brand__check">
              <input
                type="checkbox"
                checked={languages.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              {code.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-default`}>{t('brand_default_language')}</label>
      <select
        id={`${id}-default`}
        value={defaultLanguage}
        onChange={(event) => setDefault(event.target.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
      <p className="bo-muted">{t('brand_languages_hint')}</p>
      <SaveFooter outcome={outcome} busy={busy} />
    </form>
  );
}

type TRules = Record<TRegistrationField, TOpsFieldRuleInput>;

const rulesOf = (brand: TOpsBrand): TRules =>
  Object.fromEntries(
    REGISTRATION_FIELDS.map((field) => {
      const { enabled, required, patternId, minLength, maxLength } = brand.registration.fields[field];
      return [field, { enabled, required, patternId, minLength, maxLength }];
    }),
  ) as TRules;

/** The registration age and, per field, whether it is asked, required, its format and lengths. */
export function RegistrationForm({ brand }: { brand: TOpsBrand }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [ageConsent, setAge] = useState(String(brand.registration.ageConsent));
  const [rules, setRules] = useState<TRules>(() => rulesOf(brand));
  const { save, busy, outcome } = useBrandSave('registration');
  const set = (field: TRegistrationField, patch: Partial<TOpsFieldRuleInput>) =>
    setRules((current) => {
      const next = { ...current[field], ...patch };
      if (!next.enabled) next.required = false;
      return { ...current, [field]: next };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ ageConsent: Number(ageConsent), fields: rules }).catch(ignore);
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} data-testid="brand-registration">
      <label htmlFor={`${id}-age`}>{t('brand_age_consent')}</label>
      <input
        id={`${id}-age`}
        type="number"
        min={16}
        max={25}
        value={ageConsent}
        onChange={(event) => setAge(event.target.value)}
      />
      <div className="bo-brand__scroll">
        <table className="bo-brand__table">
          <thead>
            <tr>
              <th>{t('brand_field')}</th>
              <th>{t('brand_field_enabled')}</th>
              <th>{t('brand_field_required')}</th>
              <th>{t('brand_field_pattern')}</th>
              <th>{t('brand_field_min')}</th>
              <th>{t('brand_field_max')}</th>
            </tr>
          </thead>
          <tbody>
            {REGISTRATION_FIELDS.map((field) => {
              const rule = rules[field];
              return (
                <tr key={field}>
                  <th scope="row">{field}</th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${field} · ${t('brand_field_enabled')}`}
                      checked={rule.enabled}
                      onChange={(event) => set(field, { enabled: event.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${field} · ${t('brand_field_required')}`}
                      checked={rule.required}
                      disabled={!rule.enabled}
                      onChange={(event) => set(field, { required: event.target.checked })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`${field} · ${t('brand_field_pattern')}`}
                      value={rule.patternId}
                      onChange={(event) =>
                        set(field, { patternId: event.target.value as TOpsFieldRuleInput['patternId'] })
                      }
                    >
                      {PATTERN_IDS.map((pattern) => (
                        <option key={pattern} value={pattern}>
                          {pattern}
                        </option>
                      ))}
                    </select>
                  </td>
                  {(['minLength', 'maxLength'] as const).map((bound) => (
                    <td key={bound}>
                      <input
                        type="number"
                        min={bound === 'minLength' ? 0 : 1}
                        max={200}
                        aria-label={`${field} · ${t(bound === 'minLength' ? 'brand_field_min' : 'brand_field_max')}`}
                        value={rule[bound]}
                        onChange={(event) => set(field, { [bound]: Number(event.target.value) })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SaveFooter outcome={outcome} busy={busy} />
    </form>
  );
}
