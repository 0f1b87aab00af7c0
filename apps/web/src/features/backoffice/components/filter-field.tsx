/** A labelled text or date input of a table's filter bar. */
export function FilterField({
  name,
  label,
  type,
  value,
  onChange,
}: {
  name: string;
  label: string;
  type: 'text' | 'date';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="bo-filter">
      <span>{label}</span>
      <input type={type} name={name} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
