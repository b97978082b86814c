'use client';

import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useHydrated } from '../state/browser-storage';
import { useShellStore } from '../state/shell-store';
import { menuKey, type MenuFocus } from './menu-keys';

/** SPEC §9: the desktop layout starts at 992 px; below it the menu is the mobile drawer. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 992px)';

export interface MenuItem {
  id: string;
  name: string;
  href: string;
  children: MenuItem[];
}

export interface CategoryMenuStrings {
  navigation: string;
  /** "All {category}" per top-level item with children (translated on the server). */
  allOf: Record<string, string>;
}

function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

/**
 * The header's category menu (SPEC §2.2, §4): one list, shown as a horizontal menu with a second
 * level from 992 px and as the mobile drawer below (CSS). Open submenu, drawer and selected
 * category live in the shell store (menu-state.ts); keys follow menu-keys.ts.
 */
export function CategoryMenu({
  items,
  strings,
}: {
  items: MenuItem[];
  strings: CategoryMenuStrings;
}) {
  const menuOpen = useShellStore((state) => state.menuOpen);
  const submenuIndex = useShellStore((state) => state.submenuIndex);
  const selectedCategory = useShellStore((state) => state.selectedCategory);
  const toggleSubmenu = useShellStore((state) => state.toggleSubmenu);
  const closeSubmenu = useShellStore((state) => state.closeSubmenu);
  const closeMenu = useShellStore((state) => state.closeMenu);
  const selectCategory = useShellStore((state) => state.selectCategory);
  const nav = useRef<HTMLElement>(null);
  const pathname = usePathname();
  // The visitor's path is known only in the browser (the page is cached for everyone).
  const currentPath = useHydrated() ? pathname : null;

  const submenuSizes = items.map((item) => (item.children.length ? item.children.length + 1 : 0));

  useEffect(() => {
    if (submenuIndex === null) return;
    const close = (event: MouseEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node) && isDesktop()) closeSubmenu();
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [submenuIndex, closeSubmenu]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && submenuIndex === null) closeMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, submenuIndex, closeMenu]);

  function focusTarget(target: MenuFocus) {
    const selector =
      target.kind === 'top'
        ? `[data-menu-top="${target.index}"]`
        : `[data-menu-sub="${target.top}-${target.index}"]`;
    // After React shows the submenu.
    requestAnimationFrame(() => nav.current?.querySelector<HTMLElement>(selector)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const element = event.target as HTMLElement;
    const topAttr = element.dataset.menuTop;
    const subAttr = element.dataset.menuSub;
    let focus: MenuFocus | null = null;
    if (topAttr !== undefined) focus = { kind: 'top', index: Number(topAttr) };
    else if (subAttr !== undefined) {
      const [top, index] = subAttr.split('-').map(Number);
      focus = { kind: 'sub', top: top ?? 0, index: index ?? 0 };
    }
    if (!focus) return;
    // A plain top-level link follows itself on Enter.
    if (focus.kind === 'top' && event.key === 'Enter' && !submenuSizes[focus.index]) return;
    const result = menuKey({ submenuSizes }, focus, event.key);
    if (result.action === 'none') return;
    event.preventDefault();
    if (result.open === null) {
      if (submenuIndex !== null) closeSubmenu();
    } else if (result.open !== submenuIndex) {
      toggleSubmenu(result.open);
    }
    focusTarget(result.target);
  }

  const linkProps = (item: MenuItem) => ({
    href: item.href,
    'aria-current':
      currentPath === item.href || (currentPath === null && selectedCategory === item.id)
        ? ('page' as const)
        : undefined,
    'data-selected': selectedCategory === item.id ? 'true' : undefined,
    onClick: () => selectCategory(item.id),
  });

  return (
    <nav
      ref={nav}
      id="ls-category-menu"
      className="ls-menu"
      aria-label={strings.navigation}
      data-testid="header:menu"
      data-open={menuOpen ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      <ul className="ls-menu-list">
        {items.map((item, index) => {
          const open = submenuIndex === index;
          if (!item.children.length) {
            return (
              <li key={item.id} className="ls-menu-item">
                <Link className="ls-menu-top" data-menu-top={index} {...linkProps(item)}>
                  {item.name}
                </Link>
              </li>
            );
          }
          const submenuId = `ls-submenu-${index}`;
          return (
            <li
              key={item.id}
              className="ls-menu-item"
              data-open={open ? 'true' : undefined}
              onMouseEnter={() => {
                if (isDesktop() && !open) toggleSubmenu(index);
              }}
              onMouseLeave={() => {
                if (isDesktop() && open) closeSubmenu();
              }}
            >
              <button
                type="button"
                className="ls-menu-top"
                aria-expanded={open}
                aria-controls={submenuId}
                data-menu-top={index}
                data-testid={`header:menu-item-${index}`}
                onClick={() => toggleSubmenu(index)}
              >
                {item.name}
              </button>
              <ul id={submenuId} className="ls-submenu" hidden={!open}>
                <li>
                  <Link
                    className="ls-submenu-link ls-submenu-all"
                    data-menu-sub={`${index}-0`}
                    {...linkProps(item)}
                  >
                    {strings.allOf[item.id] ?? item.name}
                  </Link>
                </li>
                {item.children.map((child, childIndex) => (
                  <li key={child.id}>
                    <Link
                      className="ls-submenu-link"
                      data-menu-sub={`${index}-${childIndex + 1}`}
                      {...linkProps(child)}
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The mobile menu's toggle (below 992 px), `header:menu-toggle`. */
export function MenuToggle({ openLabel, closeLabel }: { openLabel: string; closeLabel: string }) {
  const menuOpen = useShellStore((state) => state.menuOpen);
  const toggleMenu = useShellStore((state) => state.toggleMenu);
  return (
    <button
      type="button"
      className="ls-icon-button ls-menu-toggle"
      aria-expanded={menuOpen}
      aria-controls="ls-category-menu"
      aria-label={menuOpen ? closeLabel : openLabel}
      data-testid="header:menu-toggle"
      onClick={toggleMenu}
    >
      <span className="ls-burger" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );
}
