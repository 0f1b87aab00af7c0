import { type ReactNode, useId } from 'react';
import { Button } from './button';

type TField = { name: string; label: string; type?: 'text' | 'password'; autoComplete: string };

/**
 * The frame of a form whose call comes in a later issue (sign-in, registration, agent sign-in): the
 * submit button stays disabled and the form says so instead of pretending to work.
 */
export function PendingForm({
  fields,
  submitLabel,
  unavailableText,
  footer,
}: {
  fields: readonly TField[];
  submitLabel: string;
  unavailableText: string;
  footer?: ReactNode;
}) {
  const noteId = useId();
  const idPrefix = useId();
  return (
    <form className="form" aria-describedby={noteId} onSubmit={(event) => event.preventDefault()}>
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
          <input
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
          />
        </div>
      ))}
      <p id={noteId} className="form__note">
        {unavailableText}
      </p>
      <Button type="submit" disabled>
        {submitLabel}
      </Button>
      {footer && <p className="form__switch">{footer}</p>}
    </form>
  );
}
