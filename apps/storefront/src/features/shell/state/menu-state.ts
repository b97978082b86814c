/**
 * SPEC §4 mobile menu state: shown or hidden, the open submenu (its index in the top level) and
 * the selected category. Plain transitions, so they are tested without React.
 */
export interface MenuState {
  menuOpen: boolean;
  /** Index of the open submenu in the top level; null when none is open. */
  submenuIndex: number | null;
  /** Id of the category the visitor chose last (highlighted with aria-current). */
  selectedCategory: string | null;
  searchOpen: boolean;
}

export const initialMenuState: MenuState = {
  menuOpen: false,
  submenuIndex: null,
  selectedCategory: null,
  searchOpen: false,
};

export function toggleMenu(state: MenuState): MenuState {
  // Closing forgets the open submenu; opening closes the search box (one overlay at a time).
  return state.menuOpen
    ? { ...state, menuOpen: false, submenuIndex: null }
    : { ...state, menuOpen: true, searchOpen: false };
}

export function closeMenu(state: MenuState): MenuState {
  return { ...state, menuOpen: false, submenuIndex: null };
}

/** Opens a submenu, or closes it when it is the open one. */
export function toggleSubmenu(state: MenuState, index: number): MenuState {
  return { ...state, submenuIndex: state.submenuIndex === index ? null : index };
}

export function closeSubmenu(state: MenuState): MenuState {
  return { ...state, submenuIndex: null };
}

/** Following a category link selects it and closes the menu. */
export function selectCategory(state: MenuState, categoryId: string): MenuState {
  return { ...state, selectedCategory: categoryId, menuOpen: false, submenuIndex: null };
}

export function setSearchOpen(state: MenuState, open: boolean): MenuState {
  return open
    ? { ...state, searchOpen: true, menuOpen: false, submenuIndex: null }
    : { ...state, searchOpen: false };
}
