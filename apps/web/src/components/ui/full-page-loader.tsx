/**
 * Covers the page while the app starts or a blocking action runs. The label is a prop because the
 * loader also shows before any translation is loaded.
 */
export function FullPageLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
