import type { BlockProps, notFoundLinks } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import { labelledBy, SectionHeader } from '../../shared/section-header';
import './not-found-links.css';

type NotFoundLinksProps = BlockProps<typeof notFoundLinks>;

/** SPEC §2.6 Not-found links: a title and the popular links, as a navigation landmark. */
export function NotFoundLinks({ id, props, context }: BlockComponentProps<NotFoundLinksProps>) {
  const links = props.links
    .map((link) => ({ text: link.linkText, href: context.linkTo(link.href) }))
    .filter((link) => link.href);
  return (
    <BlockSection type="NotFoundLinks" id={id} as="div" className="lb-not-found-links">
      <nav
        className="lb-inner"
        aria-labelledby={labelledBy(id, props.title)}
        aria-label={props.title ? undefined : context.text.popularLinks}
      >
        <SectionHeader blockId={id} index={context.index} heading={props.title} />
        <ul className="lb-not-found-links__list">
          {links.map((link, position) => (
            <li key={position}>
              <a className="lb-not-found-links__link" href={link.href}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </BlockSection>
  );
}
