import { useEffect, useId, useState } from 'react';
import { create } from 'zustand';

/**
 * How a modal ranks against the others (higher wins). Only the top one of the stack is shown:
 * - `popup`: the announcement popup of the home page; it waits until nothing else is open.
 * - `modal`: a dialog the user opened (login, register, forgot password, notices, round detail…).
 * - `message`: a generic dialog (useDialog): the answer to something, shown over what asked.
 * - `forced`: a password change the session must make before it counts; it outranks everything.
 * Among equal ranks the one opened last is on top.
 */
export const DIALOG_RANKS = { popup: 0, modal: 10, message: 20, forced: 100 } as const;
export type TDialogRank = keyof typeof DIALOG_RANKS;

type TLayer = { id: string; rank: TDialogRank; order: number };

type TDialogStack = {
  layers: TLayer[];
  /** Puts a dialog on the stack (or changes its rank); it keeps its place among equal ranks. */
  enter: (id: string, rank: TDialogRank) => void;
  leave: (id: string) => void;
};

let nextOrder = 1;

/** Every open modal, whatever shows it; the top one is the only one shown (see DIALOG_RANKS). */
export const useDialogStack = create<TDialogStack>((set, get) => ({
  layers: [],
  enter: (id, rank) => {
    const layers = get().layers;
    const existing = layers.find((layer) => layer.id === id);
    if (existing?.rank === rank) return;
    set({
      layers: existing
        ? layers.map((layer) => (layer.id === id ? { ...layer, rank } : layer))
        : [...layers, { id, rank, order: nextOrder++ }],
    });
  },
  leave: (id) => {
    const layers = get().layers;
    if (layers.some((layer) => layer.id === id)) set({ layers: layers.filter((layer) => layer.id !== id) });
  },
}));

/** The dialog on top: the highest rank, the latest opened among equals; null when none is open. */
export function topLayerId(layers: readonly TLayer[]): string | null {
  let top: TLayer | null = null;
  for (const layer of layers) {
    if (
      !top ||
      DIALOG_RANKS[layer.rank] > DIALOG_RANKS[top.rank] ||
      (DIALOG_RANKS[layer.rank] === DIALOG_RANKS[top.rank] && layer.order > top.order)
    ) {
      top = layer;
    }
  }
  return top?.id ?? null;
}

/** Whether any dialog is open (the stack is not empty). */
export function useIsAnyDialogOpen(): boolean {
  return useDialogStack((s) => s.layers.length > 0);
}

export type TDialogLayer = {
  /** On top of the stack: shown and focused. */
  isTop: boolean;
  /**
   * Rendered: it has been on top since it opened. A dialog that never reached the top waits unrendered;
   * one covered by a higher one stays rendered but hidden, so it comes back as it was.
   */
  isMounted: boolean;
};

/**
 * A dialog's place in the stack while `open`: it enters when it opens and leaves when it closes or
 * unmounts. Mounting only what has reached the top keeps the rendering order equal to the stack
 * order, so the dialog library's own layers (Escape, focus trap, outside clicks) follow the stack.
 */
export function useDialogLayer(open: boolean, rank: TDialogRank): TDialogLayer {
  const id = useId();
  const enter = useDialogStack((s) => s.enter);
  const leave = useDialogStack((s) => s.leave);
  const isTop = useDialogStack((s) => open && topLayerId(s.layers) === id);
  const [hasBeenTop, setHasBeenTop] = useState(false);

  useEffect(() => {
    if (!open) return;
    enter(id, rank);
  }, [open, rank, id, enter]);
  useEffect(() => {
    if (!open) return;
    return () => leave(id);
  }, [open, id, leave]);
  useEffect(() => {
    if (isTop) setHasBeenTop(true);
    else if (!open) setHasBeenTop(false);
  }, [isTop, open]);

  return { isTop, isMounted: open && (isTop || hasBeenTop) };
}
