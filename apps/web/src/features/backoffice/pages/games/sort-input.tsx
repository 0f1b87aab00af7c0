import { useTranslation } from 'react-i18next';

/** The display order of a game or a vendor, as the text of a number input. */
export function SortInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <input
      aria-label={t('games_order')}
      type="number"
      min={0}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
