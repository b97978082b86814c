import type { BlockProps, typeOfDevices } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { Button } from '../../shared/button';
import type { BlockComponentProps } from '../../types';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import { Heading, itemHeadingLevel } from '../../shared/heading';
import './type-of-devices.css';

type TypeOfDevicesProps = BlockProps<typeof typeOfDevices>;

/** SPEC §3.1 Type of devices: a card per device type with an image, text and a button. */
export function TypeOfDevices({ id, props, context }: BlockComponentProps<TypeOfDevicesProps>) {
  const itemLevel = itemHeadingLevel(context.index, Boolean(props.heading));
  return (
    <HeadedBlockSection
      type="TypeOfDevices"
      id={id}
      className="lb-devices"
      index={context.index}
      heading={props.heading}
      subHeading={props.subHeading}
    >
      <ul className="lb-devices__list">
        {props.items.map((item, position) => {
          const href = context.linkTo(item.buttonLink);
          return (
            <li key={position} className="lb-device-card">
              <BlockImage
                className="lb-device-card__image"
                image={item.imageUrl}
                context={context}
                fallbackSize={{ width: 800, height: 800 }}
                sizes="(max-width: 640px) 100vw, (max-width: 991px) 50vw, 400px"
              />
              <div className="lb-device-card__body">
                <Heading level={itemLevel} className="lb-device-card__title">
                  {item.heading}
                </Heading>
                {item.text ? <p className="lb-device-card__text">{item.text}</p> : null}
                {item.buttonText && href ? (
                  <Button variant="secondary" href={href} className="lb-device-card__button">
                    {item.buttonText}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </HeadedBlockSection>
  );
}
