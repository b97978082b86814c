import type { CSSProperties } from 'react';
import type { ImageRef } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Markup } from '../../shared/markup';
import type { RenderContext } from '../../types';
import './notice-band.css';

/** The fields WarningBannerBlock and PermanentBlock share (block-schema notice-fields.ts). */
export interface NoticeBandFields {
  text: string;
  textAlign: 'left' | 'center' | 'right' | 'justify';
  textColor: string;
  background: string;
  icon: ImageRef;
  iconFilter: 'none' | 'white' | 'black' | 'grayscale';
  iconBackgroundColor: string;
}

export interface NoticeBandProps {
  type: string;
  id: string;
  fields: NoticeBandFields;
  context: RenderContext;
  label: string;
  className?: string;
}

/** A notice band: icon, sanitised text, colours chosen by the editor. Server-safe. */
export function NoticeBand({ type, id, fields, context, label, className }: NoticeBandProps) {
  const style: CSSProperties = {
    color: fields.textColor || undefined,
    backgroundColor: fields.background || undefined,
  };
  return (
    <BlockSection
      type={type}
      id={id}
      as="aside"
      aria-label={label}
      className={['lb-notice', className].filter(Boolean).join(' ')}
      style={style}
    >
      <div className={`lb-inner lb-notice__inner lb-notice__inner--${fields.textAlign}`}>
        {fields.icon.url ? (
          <span
            className={[
              'lb-notice__icon',
              `lb-notice__icon--filter-${fields.iconFilter}`,
              fields.iconBackgroundColor ? 'lb-notice__icon--filled' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            style={{ backgroundColor: fields.iconBackgroundColor || undefined }}
          >
            <BlockImage
              image={fields.icon}
              context={context}
              fallbackSize={{ width: 64, height: 64 }}
              decorative
            />
          </span>
        ) : null}
        <Markup className="lb-notice__text" html={fields.text} context={context} />
      </div>
    </BlockSection>
  );
}
