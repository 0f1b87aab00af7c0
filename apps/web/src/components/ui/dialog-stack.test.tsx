import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { DIALOG_RANKS, topLayerId, useDialogStack } from './dialog-stack';

afterEach(() => {
  useDialogStack.setState({ layers: [] });
});

describe('topLayerId', () => {
  it('is the highest rank, and the latest opened among equal ranks', () => {
    expect(topLayerId([])).toBeNull();
    expect(
      topLayerId([
        { id: 'forced', rank: 'forced', order: 1 },
        { id: 'message', rank: 'message', order: 2 },
        { id: 'popup', rank: 'popup', order: 3 },
      ]),
    ).toBe('forced');
    expect(
      topLayerId([
        { id: 'login', rank: 'modal', order: 1 },
        { id: 'slider', rank: 'modal', order: 2 },
      ]),
    ).toBe('slider');
    expect(DIALOG_RANKS.popup).toBeLessThan(DIALOG_RANKS.modal);
    expect(DIALOG_RANKS.message).toBeLessThan(DIALOG_RANKS.forced);
  });

  it('keeps a layer in place when its rank is given again, and moves it when the rank changes', () => {
    const { enter, leave } = useDialogStack.getState();
    enter('a', 'modal');
    enter('b', 'modal');
    enter('a', 'modal');
    expect(topLayerId(useDialogStack.getState().layers)).toBe('b');
    enter('a', 'forced');
    expect(topLayerId(useDialogStack.getState().layers)).toBe('a');
    leave('a');
    leave('missing');
    expect(useDialogStack.getState().layers.map((layer) => layer.id)).toEqual(['b']);
  });
});

type TSpec = { name: string; rank: 'popup' | 'modal' | 'message' | 'forced'; dismissible?: boolean };

/** Dialogs that the test opens and closes by name; each has a text field to prove its state is kept. */
function Stack({ specs, initial = [] }: { specs: TSpec[]; initial?: string[] }) {
  const [open, setOpen] = useState<string[]>(initial);
  return (
    <>
      {specs.map((spec) => (
        <button key={spec.name} type="button" onClick={() => setOpen((now) => [...now, spec.name])}>
          open {spec.name}
        </button>
      ))}
      {specs.map((spec) => (
        <Dialog
          key={spec.name}
          open={open.includes(spec.name)}
          onOpenChange={(next) => {
            if (!next) setOpen((now) => now.filter((name) => name !== spec.name));
          }}
          title={spec.name}
          rank={spec.rank}
          dismissible={spec.dismissible}
          testId={spec.name}
        >
          <label>
            {spec.name} field
            <input />
          </label>
          <button type="button" onClick={() => setOpen((now) => now.filter((name) => name !== spec.name))}>
            done {spec.name}
          </button>
        </Dialog>
      ))}
    </>
  );
}

const shown = (name: string) => screen.queryByRole('dialog', { name });

describe('dialog stack', () => {
  it('shows only the top dialog; closing it reveals the one below as it was, focused', async () => {
    const user = userEvent.setup();
    render(
      <Stack
        specs={[
          { name: 'login', rank: 'modal' },
          { name: 'notice', rank: 'message' },
        ]}
        initial={['login']}
      />,
    );
    const login = await screen.findByRole('dialog', { name: 'login' });
    await user.type(screen.getByLabelText('login field'), 'jugador1');
    // A message opened by code while the login is open (its trigger is behind the cover).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'open notice', hidden: true }));
    });
    await screen.findByRole('dialog', { name: 'notice' });
    expect(shown('login')).toBeNull();
    expect(login).toHaveAttribute('hidden');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(shown('notice')).toBeNull());
    expect(shown('login')).not.toBeNull();
    expect(screen.getByLabelText('login field')).toHaveValue('jugador1');
    await waitFor(() => expect(login.contains(document.activeElement)).toBe(true));
  });

  it('traps the focus in the top dialog', async () => {
    const user = userEvent.setup();
    render(
      <Stack
        specs={[
          { name: 'login', rank: 'modal' },
          { name: 'notice', rank: 'message' },
        ]}
        initial={['login', 'notice']}
      />,
    );
    const notice = await screen.findByRole('dialog', { name: 'notice' });
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(notice.contains(document.activeElement)).toBe(true);
    }
  });

  it('keeps a popup waiting until no other dialog is open', async () => {
    const user = userEvent.setup();
    render(
      <Stack
        specs={[
          { name: 'forgot', rank: 'modal' },
          { name: 'popup', rank: 'popup' },
        ]}
        initial={['forgot', 'popup']}
      />,
    );
    await screen.findByRole('dialog', { name: 'forgot' });
    // Waiting: not rendered at all (nothing of it to click, read or focus).
    expect(screen.queryByTestId('popup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'done forgot' }));
    await screen.findByRole('dialog', { name: 'popup' });
    expect(shown('forgot')).toBeNull();
  });

  it('puts a forced dialog over everything; it has no close button and Escape and the cover do nothing', async () => {
    const user = userEvent.setup();
    render(
      <Stack
        specs={[
          { name: 'forgot', rank: 'modal' },
          { name: 'popup', rank: 'popup' },
          { name: 'change', rank: 'forced', dismissible: false },
          { name: 'notice', rank: 'message' },
        ]}
        initial={['forgot', 'change', 'popup', 'notice']}
      />,
    );
    const change = await screen.findByRole('dialog', { name: 'change' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await user.keyboard('{Escape}');
    const covers = document.querySelectorAll<HTMLElement>('[data-testid="dialog-cover"]:not([hidden])');
    expect(covers).toHaveLength(1);
    fireEvent.pointerDown(covers[0]!);
    fireEvent.click(covers[0]!);
    expect(shown('change')).toBe(change);

    await user.click(screen.getByRole('button', { name: 'done change' }));
    // Then the message (opened meanwhile), then the forgot-password dialog, and the popup last.
    await screen.findByRole('dialog', { name: 'notice' });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await screen.findByRole('dialog', { name: 'forgot' });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await screen.findByRole('dialog', { name: 'popup' });
  });

  it('leaves the stack when an open dialog unmounts', async () => {
    const onOpenChange = vi.fn();
    const view = render(
      <Dialog open onOpenChange={onOpenChange} title="gone">
        x
      </Dialog>,
    );
    await screen.findByRole('dialog', { name: 'gone' });
    expect(useDialogStack.getState().layers).toHaveLength(1);
    view.unmount();
    expect(useDialogStack.getState().layers).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
