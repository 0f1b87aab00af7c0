import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('not_found_title')} className="not-found">
      <p>{t('not_found_text')}</p>
      <Link className="btn btn--primary" to="/">
        {t('back_home')}
      </Link>
    </Page>
  );
}
