import type { BlockProps, notFoundHeader } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import { BlockHeading } from '../../shared/heading';
import { labelledBy, titleId } from '../../shared/section-header';
import './not-found-header.css';

type NotFoundHeaderProps = BlockProps<typeof notFoundHeader>;

/** SPEC §2.6 Not-found header: the page's title and the error message. */
export function NotFoundHeader({ id, props, context }: BlockComponentProps<NotFoundHeaderProps>) {
  return (
    <BlockSection
      type="NotFoundHeader"
      id={id}
      className="lb-not-found-header"
      aria-labelledby={labelledBy(id, props.title)}
    >
      <div className="lb-inner">
        {props.title ? (
          <BlockHeading
            index={context.index}
            id={titleId(id)}
            className="lb-not-found-header__title"
          >
            {props.title}
          </BlockHeading>
        ) : null}
        {props.errorMessage ? (
          <p className="lb-not-found-header__message">{props.errorMessage}</p>
        ) : null}
      </div>
    </BlockSection>
  );
}
