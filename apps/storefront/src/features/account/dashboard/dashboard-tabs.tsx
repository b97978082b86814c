'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface DashboardTab {
  href: string;
  label: string;
  testId: string;
}

/**
 * The tab of a path: its own, or the tab whose path the page is under (an order under the order
 * history) when no other tab is a longer match.
 */
export function isCurrentTab(pathname: string, href: string, tabs: DashboardTab[]): boolean {
  if (pathname === href) return true;
  if (!pathname.startsWith(`${href}/`)) return false;
  return !tabs.some(
    (tab) =>
      tab.href !== href &&
      tab.href.length > href.length &&
      (pathname === tab.href || pathname.startsWith(`${tab.href}/`)),
  );
}

/** SPEC §2.5's dashboard tab navigation; the current tab is marked `aria-current`. */
export function DashboardTabs({ tabs, label }: { tabs: DashboardTab[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav className="ls-dashboard-tabs" aria-label={label} data-testid="dashboard:tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={isCurrentTab(pathname, tab.href, tabs) ? 'page' : undefined}
              data-testid={tab.testId}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
