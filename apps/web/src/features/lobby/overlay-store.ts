import { create } from 'zustand';
import type { TGameCategory, TVendorCard } from './api/types';

type TOverlays = {
  /** The notice list is open, at this notice (or the first). */
  notices: { id: string | null } | null;
  /** A VASSALAGE vendor's games (spec §2 vendor popup list). */
  vendor: { card: TVendorCard; category: TGameCategory } | null;
  openNotices: (id?: string | null) => void;
  openVendor: (card: TVendorCard, category: TGameCategory) => void;
  close: () => void;
};

/** Lobby overlays that any part of the page opens (marquee, bell, vendor cards, header menus). */
export const useLobbyOverlays = create<TOverlays>((set) => ({
  notices: null,
  vendor: null,
  openNotices: (id = null) => set({ notices: { id }, vendor: null }),
  openVendor: (card, category) => set({ vendor: { card, category }, notices: null }),
  close: () => set({ notices: null, vendor: null }),
}));
