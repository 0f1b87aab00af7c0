import { useTranslation } from 'react-i18next';
import { Tabs } from './tabs';

/**
 * The language tabs of a multilingual editor: the default language starred, a language without a
 * title marked as missing (the site then falls back to the default).
 */
export function LanguageTabs({
  languages,
  defaultLanguage,
  selected,
  onSelect,
  titles,
  className,
}: {
  languages: string[];
  defaultLanguage: string;
  selected: string;
  onSelect: (language: string) => void;
  titles: Record<string, string>;
  className?: string;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Tabs
      className={className}
      ariaLabel={t('content_language')}
      items={languages}
      selected={selected}
      onSelect={onSelect}
      label={(code) => (
        <>
          {code.toUpperCase()}
          {code === defaultLanguage ? ' *' : ''}
          {!titles[code]?.trim() ? ` (${t('content_missing')})` : ''}
        </>
      )}
    />
  );
}
