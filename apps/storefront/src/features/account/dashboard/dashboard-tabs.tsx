'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface DashboardTab {
  href: string;
  label: string;
  testId: string;
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
              aria-current={pathname === tab.href ? 'page' : undefined}
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
