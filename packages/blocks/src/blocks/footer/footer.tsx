import type { ReactNode } from 'react';
import { COPYRIGHT_YEAR_TOKEN, type BlockProps, type footer } from '@lumo/block-schema';
import { isExternalUrl, renderTime } from '../../context';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Button } from '../../shared/button';
import type { BlockComponentProps, RenderContext } from '../../types';
import './footer.css';

type FooterProps = BlockProps<typeof footer>;

/** The copyright line with `{year}` replaced; the year is put in front when there is no token. */
export function formatCopyright(text: string, year: number): string {
  if (text.includes(COPYRIGHT_YEAR_TOKEN))
    return text.split(COPYRIGHT_YEAR_TOKEN).join(String(year));
  return text ? `© ${year} ${text}` : `© ${year}`;
}

/** True for a dark "#rgb"/"#rrggbb" background (relative luminance below 0.4). */
export function isDarkColour(colour: string): boolean {
  const hex = colour.replace('#', '');
  const full =
    hex.length === 3 || hex.length === 4
      ? [...hex.slice(0, 3)].map((c) => c + c).join('')
      : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return true;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4;
}

/**
 * SPEC §2.2 configurable footer. A <footer> inside the block's wrapper; text colour follows the
 * background's lightness. The copyright year is the year of the render context's clock.
 */
export function Footer({ id, props, context }: BlockComponentProps<FooterProps>) {
  const dark = isDarkColour(props.background || '#15161c');
  const mapHref = context.linkTo(props.mapButton.buttonLink);
  const contactHref = context.linkTo(props.contact.buttonLink);
  return (
    <BlockSection
      type="Footer"
      id={id}
      as="div"
      className={['lb-footer', dark ? 'lb-footer--dark' : 'lb-footer--light'].join(' ')}
      style={props.background ? { background: props.background } : undefined}
    >
      <footer className="lb-inner lb-footer__inner">
        {props.perks.length > 0 ? (
          <ul className="lb-footer__perks">
            {props.perks.map((perk, position) => (
              <li key={position} className="lb-footer__perk">
                <BlockImage
                  className="lb-footer__perk-icon"
                  image={perk.icon}
                  context={context}
                  fallbackSize={{ width: 64, height: 64 }}
                  decorative
                />
                <span>{perk.text}</span>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="lb-footer__top">
          <div className="lb-footer__map">
            <BlockImage
              className="lb-footer__map-image"
              image={props.mapImage}
              context={context}
              fallbackSize={{ width: 800, height: 600 }}
              sizes="(max-width: 991px) 100vw, 400px"
            />
            {props.mapButton.buttonText && mapHref ? (
              <Button variant={dark ? 'secondary-white' : 'primary'} href={mapHref}>
                {props.mapButton.buttonText}
              </Button>
            ) : null}
          </div>

          <div className="lb-footer__contact">
            {props.contact.heading ? (
              <h2 className="lb-footer__heading">{props.contact.heading}</h2>
            ) : null}
            {props.contact.text ? <p>{props.contact.text}</p> : null}
            {props.contactInfos.length > 0 ? (
              <dl className="lb-footer__contact-infos">
                {props.contactInfos.map((info, position) => (
                  <div key={position} className="lb-footer__contact-info">
                    {info.label ? <dt>{info.label}</dt> : null}
                    <dd>
                      <MaybeLink href={context.linkTo(info.href)}>{info.value}</MaybeLink>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {props.contact.buttonText && contactHref ? (
              <Button variant="secondary" negative={dark} href={contactHref}>
                {props.contact.buttonText}
              </Button>
            ) : null}
          </div>

          {props.menus.length > 0 ? (
            <nav className="lb-footer__menus" aria-label={context.text.footerNavigation}>
              {props.menus.map((menu, position) => (
                <div key={position} className="lb-footer__menu">
                  <h2 className="lb-footer__heading">{menu.title}</h2>
                  <ul>
                    {menu.links.map((link, linkPosition) => (
                      <li key={linkPosition}>
                        <FooterLink href={link.href} context={context}>
                          {link.text}
                        </FooterLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>

        <div className="lb-footer__bottom">
          <div className="lb-footer__brand">
            <BlockImage
              className="lb-footer__logo"
              image={props.logo}
              context={context}
              fallbackSize={{ width: 160, height: 40 }}
            />
            {props.infoList.length > 0 ? (
              <ul className="lb-footer__info">
                {props.infoList.map((info, position) => (
                  <li key={position}>{info.text}</li>
                ))}
              </ul>
            ) : null}
          </div>

          {props.socialItems.length > 0 ? (
            <ul className="lb-footer__social" aria-label={context.text.socialMedia}>
              {props.socialItems.map((item, position) => (
                <li key={position}>
                  <FooterLink
                    href={item.href}
                    context={context}
                    className="lb-footer__social-link"
                    label={item.label}
                  >
                    {item.image.url ? (
                      <BlockImage
                        image={item.image}
                        context={context}
                        fallbackSize={{ width: 32, height: 32 }}
                        decorative
                      />
                    ) : (
                      item.label
                    )}
                  </FooterLink>
                </li>
              ))}
            </ul>
          ) : null}

          {props.paymentImages.length > 0 ? (
            <ul className="lb-footer__payments" aria-label={context.text.paymentMethods}>
              {props.paymentImages.map((payment, position) => (
                <li key={position}>
                  <BlockImage
                    image={payment.image}
                    context={context}
                    fallbackSize={{ width: 64, height: 40 }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <p className="lb-footer__copyright">
          <small>{formatCopyright(props.copyright, renderTime(context).getFullYear())}</small>
        </p>
      </footer>
    </BlockSection>
  );
}

function MaybeLink({ href, children }: { href: string; children: string }) {
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

function FooterLink({
  href,
  context,
  className,
  label,
  children,
}: {
  href: string;
  context: RenderContext;
  className?: string;
  /** Accessible name when the content is only an icon. */
  label?: string;
  children: ReactNode;
}) {
  const resolved = context.linkTo(href);
  if (!resolved) return null;
  return (
    <a
      className={className}
      href={resolved}
      aria-label={label}
      rel={isExternalUrl(resolved) ? 'noopener' : undefined}
    >
      {children}
    </a>
  );
}
