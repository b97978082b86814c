import type { BlockProps, brochureModule } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import { Heading, itemHeadingLevel } from '../../shared/heading';
import { labelledBy, SectionHeader } from '../../shared/section-header';
import './brochure-module.css';

type BrochureModuleProps = BlockProps<typeof brochureModule>;

/**
 * SPEC §3.1 Brochure module, the e-liquid brochure: introduction, a row of pictures, ingredient
 * cards, nicotine strengths (text and value columns) and the flavour-share mosaic. The shape is
 * documented in block-schema's brochure-module.ts.
 */
export function BrochureModule({ id, props, context }: BlockComponentProps<BrochureModuleProps>) {
  const partLevel = itemHeadingLevel(context.index, Boolean(props.heading));
  const hasRow3 =
    props.row3Heading || props.row3TextColumns.length > 0 || props.row3ValueColumns.length > 0;
  return (
    <BlockSection
      type="BrochureModule"
      id={id}
      className="lb-brochure"
      aria-labelledby={labelledBy(id, props.heading)}
    >
      <div className="lb-inner">
        <div className="lb-brochure__intro">
          <SectionHeader blockId={id} index={context.index} heading={props.heading} />
          <Markup html={props.mainText} context={context} className="lb-brochure__text" />
        </div>

        {props.rowImages.length > 0 ? (
          <ul className="lb-brochure__images">
            {props.rowImages.map((item, position) => (
              <li key={position}>
                <figure className="lb-brochure__figure">
                  <BlockImage
                    className="lb-brochure__image"
                    image={item.image}
                    context={context}
                    fallbackSize={{ width: 800, height: 600 }}
                    sizes="(max-width: 640px) 100vw, 400px"
                  />
                  {item.caption ? <figcaption>{item.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        ) : null}

        {props.row2Items.length > 0 ? (
          <ul className="lb-brochure__cards">
            {props.row2Items.map((item, position) => (
              <li key={position} className="lb-brochure__card">
                <Heading level={partLevel} className="lb-brochure__card-title">
                  {item.title}
                </Heading>
                {item.text ? <p>{item.text}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}

        {hasRow3 ? (
          <div className="lb-brochure__strengths">
            {props.row3Heading ? (
              <Heading level={partLevel} className="lb-brochure__part-title">
                {props.row3Heading}
              </Heading>
            ) : null}
            <div className="lb-brochure__strengths-body">
              {props.row3TextColumns.length > 0 ? (
                <div className="lb-brochure__text-columns">
                  {props.row3TextColumns.map((column, position) => (
                    <div key={position} className="lb-brochure__text-column">
                      <p className="lb-brochure__text-column-title">{column.title}</p>
                      {column.text ? <p>{column.text}</p> : null}
                    </div>
                  ))}
                </div>
              ) : null}
              {props.row3ValueColumns.length > 0 ? (
                <ul className="lb-brochure__values">
                  {props.row3ValueColumns.map((column, position) => (
                    <li key={position} className="lb-brochure__value">
                      <span className="lb-brochure__value-number">
                        {column.value}
                        {column.unit ? (
                          <span className="lb-brochure__value-unit"> {column.unit}</span>
                        ) : null}
                      </span>
                      {column.label ? (
                        <span className="lb-brochure__value-label">{column.label}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}

        {props.mosaicHeading || props.mosaicItems.length > 0 ? (
          <div className="lb-brochure__mosaic-part">
            {props.mosaicHeading ? (
              <Heading level={partLevel} className="lb-brochure__part-title">
                {props.mosaicHeading}
              </Heading>
            ) : null}
            <ul className="lb-brochure__mosaic">
              {props.mosaicItems.map((item, position) => (
                <li key={position} className="lb-brochure__tile">
                  <span className="lb-brochure__tile-number">{item.valueNumber}</span>
                  {item.valueTitle ? (
                    <span className="lb-brochure__tile-title">{item.valueTitle}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
