import { ShopLink as Link } from '@/features/client-platform/shop-link';

/** The trail above a page; the last crumb is the page itself (not a link). */
export function Breadcrumbs({
  crumbs,
  current,
  label,
}: {
  crumbs: readonly { name: string; href: string }[];
  current: string;
  /** The trail's accessible name ("Breadcrumb"), translated. */
  label: string;
}) {
  return (
    <nav aria-label={label} className="ls-breadcrumbs" data-testid="catalog:breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
