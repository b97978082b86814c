import type { BlockProps, notFoundHeader } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import {
  blockHeadingLevel,
  labelledBy,
  LevelHeading,
  titleId,
} from '../blocks-b-shared/section-header';

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
          <LevelHeading
            level={blockHeadingLevel(context.index)}
            id={titleId(id)}
            className="lb-not-found-header__title"
          >
            {props.title}
          </LevelHeading>
        ) : null}
        {props.errorMessage ? (
          <p className="lb-not-found-header__message">{props.errorMessage}</p>
        ) : null}
      </div>
    </BlockSection>
  );
}
