import type { ReactNode } from 'react';

/**
 * SPEC §4 modal and popup queue. The modal opens with content, can be hidden and shown again
 * without losing it, and closing resets the content. Popups form a queue: the host shows the
 * oldest, and closing removes the oldest; a popup can be flagged as an error.
 */
export interface ModalState {
  modal: { open: boolean; visible: boolean; content: ReactNode | null; label: string | null };
  popups: Popup[];
}

export interface Popup {
  id: number;
  message: string;
  isError: boolean;
}

/** The most popups kept waiting; the oldest go first when more arrive (a loop must not grow it). */
export const MAX_QUEUED_POPUPS = 20;

export const initialModalState: ModalState = {
  modal: { open: false, visible: false, content: null, label: null },
  popups: [],
};

export function openModal(state: ModalState, content: ReactNode, label: string): ModalState {
  return { ...state, modal: { open: true, visible: true, content, label } };
}

export function hideModal(state: ModalState): ModalState {
  return state.modal.open ? { ...state, modal: { ...state.modal, visible: false } } : state;
}

export function showModal(state: ModalState): ModalState {
  return state.modal.open ? { ...state, modal: { ...state.modal, visible: true } } : state;
}

export function closeModal(state: ModalState): ModalState {
  return { ...state, modal: initialModalState.modal };
}

let nextPopupId = 1;

export function pushPopup(
  state: ModalState,
  message: string,
  options: { isError?: boolean } = {},
): ModalState {
  const popup: Popup = { id: nextPopupId++, message, isError: options.isError ?? false };
  return { ...state, popups: [...state.popups, popup].slice(-MAX_QUEUED_POPUPS) };
}

/** Closing a popup removes the oldest one (the one the host shows). */
export function closeOldestPopup(state: ModalState): ModalState {
  return state.popups.length ? { ...state, popups: state.popups.slice(1) } : state;
}
