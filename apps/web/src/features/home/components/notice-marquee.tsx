import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/icons';

/** The notice marquee; notices come with the announcements call in a later issue. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  return (
    <section className="notice-bar" aria-label={t('notice')}>
      <BellIcon className="notice-bar__icon" />
      <p className="notice-bar__text">{t('no_notices')}</p>
    </section>
  );
}
