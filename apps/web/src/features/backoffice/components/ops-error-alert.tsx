import { useTranslation } from 'react-i18next';
import { opsErrorText } from './error-text';

/** The failure of a query or a write, as an alert, while it is failed. */
export function OpsErrorAlert({ of }: { of: { isError: boolean; error: unknown } }) {
  const { t } = useTranslation('backoffice');
  if (!of.isError) return null;
  return (
    <p className="bo-error" role="alert">
      {opsErrorText(of.error, t)}
    </p>
  );
}
