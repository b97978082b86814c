import type { BlockProps, container } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import './container.css';

type ContainerProps = BlockProps<typeof container>;

/** SPEC §2.6 Container: lays out its child blocks in columns on an optional coloured band. */
export function Container({ id, props, children, context }: BlockComponentProps<ContainerProps>) {
  const empty = !children || (Array.isArray(children) && children.length === 0);
  return (
    <BlockSection
      type="Container"
      id={id}
      as="div"
      className={[
        'lb-container',
        `lb-container--width-${props.width}`,
        `lb-container--columns-${props.columns}`,
        `lb-container--space-${props.spacing}`,
        props.backgroundColor ? 'lb-container--filled' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ backgroundColor: props.backgroundColor || undefined }}
    >
      <div className="lb-container__grid">
        {empty && context.mode === 'editor' ? (
          <p className="lb-container__empty">Drop blocks here</p>
        ) : (
          children
        )}
      </div>
    </BlockSection>
  );
}
