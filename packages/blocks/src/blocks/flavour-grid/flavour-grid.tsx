import type { BlockProps, flavourGrid } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { Button } from '../../shared/button';
import type { BlockComponentProps } from '../../types';
import { formatBlockText } from '../../text';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import { Heading, itemHeadingLevel } from '../../shared/heading';
import './flavour-grid.css';

type FlavourGridProps = BlockProps<typeof flavourGrid>;

/** "12 mg/ml"; decimals as typed (1.8), no trailing zeros. */
export function formatStrength(value: number, sign: string): string {
  return sign ? `${value} ${sign}` : String(value);
}

/** SPEC §3.1 Flavour grid: flavour cards (picture, name, strengths) and a button below. */
export function FlavourGrid({ id, props, context }: BlockComponentProps<FlavourGridProps>) {
  const itemLevel = itemHeadingLevel(context.index, Boolean(props.heading));
  const buttonHref = context.linkTo(props.buttonLink);
  return (
    <HeadedBlockSection
      type="FlavourGrid"
      id={id}
      className="lb-flavours"
      index={context.index}
      heading={props.heading}
    >
      <ul className="lb-flavours__grid">
        {props.items.map((item, position) => (
          <li key={position} className="lb-flavour">
            <BlockImage
              className="lb-flavour__image"
              image={item.imageUrl}
              context={context}
              fallbackSize={{ width: 400, height: 400 }}
              sizes="(max-width: 640px) 50vw, (max-width: 991px) 33vw, 240px"
            />
            <Heading level={itemLevel} className="lb-flavour__name">
              {item.text}
            </Heading>
            {item.values.length > 0 ? (
              <ul
                className="lb-flavour__strengths"
                aria-label={formatBlockText(context.text.nicotineStrengths, { flavour: item.text })}
              >
                {item.values.map((value, valuePosition) => (
                  <li key={valuePosition} className="lb-flavour__strength">
                    {formatStrength(value, item.valuesSign)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {props.buttonText && buttonHref ? (
        <div className="lb-b-actions">
          <Button variant="primary" href={buttonHref}>
            {props.buttonText}
          </Button>
        </div>
      ) : null}
    </HeadedBlockSection>
  );
}
