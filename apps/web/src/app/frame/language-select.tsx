import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/api/get-app-start';
import { useDialog } from '@/components/ui/dialog-store';
import { currentLanguage, DOCUMENT_LANG, isWebLocale, LANGUAGE_NAMES } from '@/i18n/i18n';
import { merchantLocales, switchLanguage } from '@/i18n/language';

/** The merchant's languages that have locale files; choosing one stores lang and hisLang. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { open } = useDialog();
  const status = useSystemStatus();
  const current = currentLanguage();
  const offered = merchantLocales(status.info.languages);
  const options = offered.includes(current) ? offered : [current, ...offered];

  return (
    <select
      className="language-select"
      aria-label={t('language')}
      data-testid="language-select"
      value={current}
      onChange={(event) => {
        const language = event.target.value;
        if (!isWebLocale(language)) return;
        switchLanguage(language).catch(() =>
          open({ icon: 'error', title: t('language'), text: t('network_error') }),
        );
      }}
    >
      {options.map((language) => (
        <option key={language} value={language} lang={DOCUMENT_LANG[language]}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
