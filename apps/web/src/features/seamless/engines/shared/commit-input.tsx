import { useEffect, useState } from 'react';

/**
 * A number field that commits on blur or Enter: typing "2." or "" is allowed on the way; the committed
 * value is whatever `commit` makes of the text (the field then shows `value` again).
 */
export function CommitInput({
  id,
  value,
  commit,
  disabled,
  describedBy,
  inputMode = 'decimal',
  testId,
}: {
  id: string;
  value: string;
  commit: (text: string) => void;
  disabled?: boolean;
  describedBy?: string;
  inputMode?: 'decimal' | 'numeric';
  testId?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <input
      id={id}
      className="game-input"
      inputMode={inputMode}
      autoComplete="off"
      value={text}
      disabled={disabled}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        commit(text.replace(',', '.'));
        setText(value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(text.replace(',', '.'));
        }
      }}
    />
  );
}
