import type { TPlayerProfile } from '@crupier/contract/ops-players';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import { useCan } from './use-can';

/** Staff notes on the player, newest first, and a field to add one. */
export function PlayerNotes({ player }: { player: TPlayerProfile }) {
  const { t, i18n } = useTranslation('backoffice');
  const can = useCan();
  const write = useOpsWrite();
  const [text, setText] = useState('');

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    await write.mutateAsync({ path: `/ops/players/${player.id}/notes`, body: { text: text.trim() } });
    setText('');
  }

  return (
    <div className="bo-card">
      <h2>{t('player_notes')}</h2>
      {player.notes.length === 0 ? (
        <p className="bo-muted">{t('player_no_notes')}</p>
      ) : (
        <ul className="bo-notes">
          {player.notes.map((note) => (
            <li key={note.id}>
              <small className="bo-muted">
                {formatInstant(note.at, i18n.language)} · {note.staff ?? ''}
              </small>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      {can('POST /ops/players/:id/notes') && (
        <form className="bo-form" onSubmit={(event) => void add(event).catch(() => undefined)}>
          <label htmlFor="bo-note">{t('player_note_add')}</label>
          <textarea
            id="bo-note"
            name="note"
            rows={2}
            maxLength={2000}
            placeholder={t('player_note_placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <OpsErrorAlert of={write} />
          <div className="bo-form__actions">
            <Button type="submit" size="sm" disabled={write.isPending || !text.trim()}>
              {t('player_note_add')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
