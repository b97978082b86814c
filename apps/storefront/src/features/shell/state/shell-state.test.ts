import { describe, expect, it } from 'vitest';
import * as menu from './menu-state';
import * as modal from './modal-state';
import { useShellStore } from './shell-store';

describe('menu state (SPEC §4 mobile menu and search)', () => {
  const initial = menu.initialMenuState;

  it('shows and hides the menu; hiding forgets the open submenu', () => {
    const open = menu.toggleMenu(initial);
    expect(open.menuOpen).toBe(true);
    const withSubmenu = menu.toggleSubmenu(open, 2);
    expect(withSubmenu.submenuIndex).toBe(2);
    expect(menu.toggleMenu(withSubmenu)).toMatchObject({ menuOpen: false, submenuIndex: null });
    expect(menu.closeMenu(withSubmenu)).toMatchObject({ menuOpen: false, submenuIndex: null });
  });

  it('opens one submenu at a time and closes it on a second toggle', () => {
    const first = menu.toggleSubmenu(initial, 0);
    expect(menu.toggleSubmenu(first, 1).submenuIndex).toBe(1);
    expect(menu.toggleSubmenu(first, 0).submenuIndex).toBeNull();
    expect(menu.closeSubmenu(first).submenuIndex).toBeNull();
  });

  it('selecting a category remembers it and closes the menu', () => {
    const state = menu.selectCategory(menu.toggleSubmenu(menu.toggleMenu(initial), 1), 'MTI=');
    expect(state).toMatchObject({ selectedCategory: 'MTI=', menuOpen: false, submenuIndex: null });
  });

  it('shows one overlay at a time: search closes the menu and the menu closes search', () => {
    const searching = menu.setSearchOpen(menu.toggleMenu(initial), true);
    expect(searching).toMatchObject({ searchOpen: true, menuOpen: false });
    expect(menu.toggleMenu(searching)).toMatchObject({ searchOpen: false, menuOpen: true });
    expect(menu.setSearchOpen(searching, false).searchOpen).toBe(false);
  });
});

describe('modal and popup queue (SPEC §4)', () => {
  const initial = modal.initialModalState;

  it('opens, hides, shows and closes the modal; closing resets the content', () => {
    const open = modal.openModal(initial, 'content', 'Label');
    expect(open.modal).toEqual({ open: true, visible: true, content: 'content', label: 'Label' });
    const hidden = modal.hideModal(open);
    expect(hidden.modal).toMatchObject({ open: true, visible: false, content: 'content' });
    expect(modal.showModal(hidden).modal).toMatchObject({ visible: true, content: 'content' });
    expect(modal.closeModal(hidden).modal).toEqual(initial.modal);
    // Showing a closed modal does nothing.
    expect(modal.showModal(initial)).toBe(initial);
  });

  it('queues popups and removes the oldest on close; one can be an error popup', () => {
    let state = modal.pushPopup(initial, 'first');
    state = modal.pushPopup(state, 'Something went wrong.', { isError: true });
    expect(state.popups.map((popup) => [popup.message, popup.isError])).toEqual([
      ['first', false],
      ['Something went wrong.', true],
    ]);
    state = modal.closeOldestPopup(state);
    expect(state.popups.map((popup) => popup.message)).toEqual(['Something went wrong.']);
    state = modal.closeOldestPopup(modal.closeOldestPopup(state));
    expect(state.popups).toEqual([]);
  });

  it('bounds the queue', () => {
    let state = initial;
    for (let index = 0; index < modal.MAX_QUEUED_POPUPS + 5; index += 1) {
      state = modal.pushPopup(state, `popup ${index}`);
    }
    expect(state.popups).toHaveLength(modal.MAX_QUEUED_POPUPS);
    expect(state.popups[0]?.message).toBe('popup 5');
  });
});

describe('the shell store', () => {
  it('runs the transitions as actions', () => {
    const store = useShellStore;
    store.getState().toggleMenu();
    store.getState().toggleSubmenu(3);
    expect(store.getState()).toMatchObject({ menuOpen: true, submenuIndex: 3 });
    store.getState().pushPopup('Something went wrong.', { isError: true });
    expect(store.getState().popups).toHaveLength(1);
    store.getState().closePopup();
    expect(store.getState().popups).toHaveLength(0);
    store.getState().closeMenu();
    expect(store.getState().menuOpen).toBe(false);
    expect(store.getState().ageBarrierOpen).toBe(true);
  });
});
