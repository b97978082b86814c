import type { ReactNode } from 'react';
import { create } from 'zustand';
import * as menu from './menu-state';
import * as modal from './modal-state';

/**
 * The shell's client state (SPEC §4): menu, search, modal, popups and whether the age barrier is
 * up. Not persisted (SPEC §4 excludes popup and modal state; the menu starts closed on each page).
 * Actions are the plain transitions of menu-state.ts and modal-state.ts.
 */
export interface ShellState extends menu.MenuState, modal.ModalState {
  /** True until the age barrier is answered yes (the marketing popup waits for it). */
  ageBarrierOpen: boolean;
  setAgeBarrierOpen: (open: boolean) => void;
  toggleMenu: () => void;
  closeMenu: () => void;
  toggleSubmenu: (index: number) => void;
  closeSubmenu: () => void;
  selectCategory: (categoryId: string) => void;
  setSearchOpen: (open: boolean) => void;
  openModal: (content: ReactNode, label: string) => void;
  hideModal: () => void;
  showModal: () => void;
  closeModal: () => void;
  pushPopup: (message: string, options?: { isError?: boolean }) => void;
  closePopup: () => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  ...menu.initialMenuState,
  ...modal.initialModalState,
  ageBarrierOpen: true,
  setAgeBarrierOpen: (open) => set({ ageBarrierOpen: open }),
  toggleMenu: () => set(menu.toggleMenu),
  closeMenu: () => set(menu.closeMenu),
  toggleSubmenu: (index) => set((state) => menu.toggleSubmenu(state, index)),
  closeSubmenu: () => set(menu.closeSubmenu),
  selectCategory: (id) => set((state) => menu.selectCategory(state, id)),
  setSearchOpen: (open) => set((state) => menu.setSearchOpen(state, open)),
  openModal: (content, label) => set((state) => modal.openModal(state, content, label)),
  hideModal: () => set(modal.hideModal),
  showModal: () => set(modal.showModal),
  closeModal: () => set(modal.closeModal),
  pushPopup: (message, options) => set((state) => modal.pushPopup(state, message, options)),
  closePopup: () => set(modal.closeOldestPopup),
}));
