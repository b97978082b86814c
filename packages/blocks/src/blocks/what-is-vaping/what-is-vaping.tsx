import type { BlockProps, whatIsVaping } from '@lumo/block-schema';
import type { BlockComponentProps } from '../../types';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import { IconList } from '../../shared/icon-list';
import { NativeVideo } from '../../shared/native-video';
import './what-is-vaping.css';

type WhatIsVapingProps = BlockProps<typeof whatIsVaping>;

/**
 * SPEC §3.1 What is vaping: illustrated points and videos. The videos use the browser's own
 * player, so this block ships no JavaScript.
 */
export function WhatIsVaping({ id, props, context }: BlockComponentProps<WhatIsVapingProps>) {
  return (
    <HeadedBlockSection
      type="WhatIsVaping"
      id={id}
      className="lb-what-is-vaping"
      index={context.index}
      heading={props.heading}
      subHeading={props.subHeading}
    >
      <div className="lb-what-is-vaping__body">
        <IconList items={props.items} context={context} className="lb-what-is-vaping__points" />
        {props.videoItems.length > 0 ? (
          <div className="lb-what-is-vaping__videos">
            {props.videoItems.map((item, position) => (
              <figure key={position} className="lb-b-video-figure">
                <NativeVideo
                  video={item.videoUrl}
                  label={item.text || props.heading || context.text.videoLabel}
                  context={context}
                />
                {item.text ? (
                  <figcaption className="lb-b-video-figure__caption">{item.text}</figcaption>
                ) : null}
              </figure>
            ))}
          </div>
        ) : null}
      </div>
    </HeadedBlockSection>
  );
}
