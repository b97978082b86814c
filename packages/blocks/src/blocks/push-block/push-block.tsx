import type { BlockProps, pushBlockLeft } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { BlockHeading } from '../../shared/heading';
import { Button } from '../../shared/button';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import './push-block.css';

type PushBlockProps = BlockProps<typeof pushBlockLeft>;

export interface PushBlockViewProps extends BlockComponentProps<PushBlockProps> {
  side: 'left' | 'right';
}

/**
 * SPEC §3.1 Push block: one component for both sides. On small screens the image is always on
 * top; from 992px it sits on `side`. An empty buttonText hides the button (SPEC §2.6).
 */
export function PushBlock({ id, props, context, side }: PushBlockViewProps) {
  const href = context.linkTo(props.buttonHref);
  return (
    <BlockSection
      type={side === 'left' ? 'PushBlockLeft' : 'PushBlockRight'}
      id={id}
      className={`lb-push lb-push--image-${side}`}
      aria-labelledby={props.title ? `${id}-title` : undefined}
    >
      <div className="lb-inner lb-push__inner">
        <div className="lb-push__media">
          <BlockImage
            className="lb-push__image"
            image={props.image}
            context={context}
            fallbackSize={{ width: 1200, height: 800 }}
            sizes="(min-width: 992px) 50vw, 100vw"
          />
        </div>
        <div className="lb-push__content">
          {props.subtitle ? <p className="lb-eyebrow">{props.subtitle}</p> : null}
          {props.title ? (
            <BlockHeading index={context.index} id={`${id}-title`} className="lb-push__title">
              {props.title}
            </BlockHeading>
          ) : null}
          <Markup className="lb-push__description" html={props.description} context={context} />
          {props.buttonText && href ? (
            <div className="lb-button-row">
              <Button variant="primary" href={href}>
                {props.buttonText}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}

export function PushBlockLeft(props: BlockComponentProps<PushBlockProps>) {
  return <PushBlock {...props} side="left" />;
}

export function PushBlockRight(props: BlockComponentProps<PushBlockProps>) {
  return <PushBlock {...props} side="right" />;
}
