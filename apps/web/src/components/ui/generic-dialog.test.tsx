import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from './dialog-host';
import { type TDialogOptions, useDialogStore } from './dialog-store';

function openDialog(options: TDialogOptions) {
  let id = 0;
  act(() => {
    id = useDialogStore.getState().open(options);
  });
  return id;
}

describe('generic dialog (spec §2)', () => {
  it('shows icon, title, sanitized HTML body and the default confirm button', async () => {
    render(<DialogHost />);
    openDialog({
      icon: 'warning',
      title: 'Aviso',
      html: '<p>Hola <strong>mundo</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">x</a>',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveAccessibleDescription('Hola mundo x');
    expect(dialog.querySelector('strong')).toHaveTextContent('mundo');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('a')).not.toHaveAttribute('href');
    expect(dialog.querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('runs a button action, then closes and calls onClose', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<DialogHost />);
    openDialog({
      title: 'Cerrar sesión',
      text: '¿Seguro?',
      buttons: [{ label: 'Cancelar' }, { label: 'Sí', onClick: onConfirm }],
      onClose,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('closes when the cover is clicked', async () => {
    const onClose = vi.fn();
    render(<DialogHost />);
    openDialog({ title: 'Info', text: 'x', onClose });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('dialog-cover'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open on a cover click when closeOnCover is false', async () => {
    render(<DialogHost />);
    openDialog({ title: 'Info', text: 'x', closeOnCover: false });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('dialog-cover'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes by itself after its timeout', async () => {
    render(<DialogHost />);
    // Let the lazily loaded dialog view arrive with real timers first.
    const first = openDialog({ title: 'Primero' });
    await screen.findByRole('dialog', { name: 'Primero' });
    act(() => useDialogStore.getState().close(first));

    vi.useFakeTimers();
    openDialog({ title: 'Copiado', icon: 'success', timeoutMs: 1500 });
    expect(screen.getByRole('dialog', { name: 'Copiado' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('dialog', { name: 'Copiado' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('closes on Escape', async () => {
    render(<DialogHost />);
    openDialog({ title: 'Info', text: 'x' });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
