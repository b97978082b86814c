import type { MouseEventHandler, ReactNode } from 'react';
import { isExternalUrl } from '../urls';

/** SPEC §2.6: primary, secondary (optionally negative), tertiary; builder adds secondary-white. */
export type ButtonStyle = 'primary' | 'secondary' | 'tertiary' | 'secondary-white';

export interface ButtonProps {
  variant?: ButtonStyle;
  /** Secondary on a dark background: light outline and text. */
  negative?: boolean;
  /** Already resolved (context.linkTo). With an href the button is a link. */
  href?: string;
  openInNewTab?: boolean;
  children: ReactNode;
  className?: string;
  /** Only for buttons rendered by client components. */
  onClick?: MouseEventHandler<HTMLElement>;
  type?: 'button' | 'submit';
  icon?: ReactNode;
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog';
  'data-testid'?: string;
}

/** The one button of every block. Hook-free so it renders in server and client components. */
export function Button({
  variant = 'primary',
  negative = false,
  href,
  openInNewTab = false,
  children,
  className,
  onClick,
  type = 'button',
  icon,
  ...aria
}: ButtonProps) {
  const classes = [
    'lb-button',
    `lb-button--${variant}`,
    negative && variant === 'secondary' ? 'lb-button--negative' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {icon ? (
        <span className="lb-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="lb-button__label">{children}</span>
    </>
  );
  if (href) {
    const external = isExternalUrl(href);
    const rel = openInNewTab ? 'noopener noreferrer' : external ? 'noopener' : undefined;
    return (
      <a
        className={classes}
        href={href}
        target={openInNewTab ? '_blank' : undefined}
        rel={rel}
        onClick={onClick}
        {...aria}
      >
        {content}
      </a>
    );
  }
  return (
    <button className={classes} type={type} onClick={onClick} {...aria}>
      {content}
    </button>
  );
}
