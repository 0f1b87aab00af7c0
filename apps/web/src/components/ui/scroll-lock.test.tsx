import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { lockScroll } from './scroll-lock';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Modal">
        <p>body</p>
      </Dialog>
    </>
  );
}

describe('scroll lock (spec §2: opening a modal locks page scrolling; closing restores it)', () => {
  it('a dialog sets body overflow hidden while open and restores the previous value on close', async () => {
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Modal' });
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores the page value only when the last of several locks is released', () => {
    document.body.style.overflow = 'auto';
    const releaseDrawer = lockScroll();
    const releaseDialog = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    releaseDrawer();
    releaseDrawer(); // releasing twice does not count twice
    expect(document.body.style.overflow).toBe('hidden');
    releaseDialog();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('unmounting an open dialog releases its lock', async () => {
    document.body.style.overflow = '';
    const view = render(
      <Dialog open onOpenChange={() => {}} title="Modal">
        x
      </Dialog>,
    );
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
