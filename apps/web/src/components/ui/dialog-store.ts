import { create } from 'zustand';

export type TDialogIcon = 'info' | 'warning' | 'success' | 'error';

export type TDialogButton = {
  label: string;
  variant?: 'primary' | 'secondary';
  /** Runs before the dialog closes; every button closes the dialog. */
  onClick?: () => void;
};

export type TDialogOptions = {
  title: string;
  icon?: TDialogIcon;
  /** HTML body, sanitized before display. */
  html?: string;
  /** Plain-text body, used when there is no HTML. */
  text?: string;
  /** Defaults to one confirm button. */
  buttons?: TDialogButton[];
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  /** A click on the cover closes the dialog unless this is false. */
  closeOnCover?: boolean;
  /** Called once when the dialog closes, however it closes. */
  onClose?: () => void;
};

export type TOpenDialog = TDialogOptions & { id: number };

type TDialogState = {
  dialogs: TOpenDialog[];
  open: (options: TDialogOptions) => number;
  close: (id: number) => void;
};

let nextId = 1;

/** The generic dialog of spec §2: any code opens one with `open({...})`; <DialogHost> shows them. */
export const useDialogStore = create<TDialogState>((set, get) => ({
  dialogs: [],
  open: (options) => {
    const id = nextId++;
    set({ dialogs: [...get().dialogs, { ...options, id }] });
    return id;
  },
  close: (id) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    if (!dialog) return;
    set({ dialogs: get().dialogs.filter((d) => d.id !== id) });
    dialog.onClose?.();
  },
}));

export function useDialog() {
  const open = useDialogStore((s) => s.open);
  const close = useDialogStore((s) => s.close);
  return { open, close };
}

/** Full-page loader shown over the app while a blocking action (such as logout) runs. */
type TLoaderState = { pending: number; show: () => () => void };
export const useLoaderStore = create<TLoaderState>((set) => ({
  pending: 0,
  show: () => {
    set((s) => ({ pending: s.pending + 1 }));
    let hidden = false;
    return () => {
      if (hidden) return;
      hidden = true;
      set((s) => ({ pending: Math.max(0, s.pending - 1) }));
    };
  },
}));
