import { Fragment } from 'react';
import type { BlockProps, feelTheMoovTabs } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Button } from '../../shared/button';
import { IslandBoundary } from '../../shared/island-boundary';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import { BlockHeading } from '../../shared/heading';
import { domId } from '../../shared/section-header';
import { FeelTheMoovTabsController } from '../../deferred-islands';
import './feel-the-moov-tabs.css';

type FeelTheMoovTabsProps = BlockProps<typeof feelTheMoovTabs>;

/**
 * SPEC §2.6 Feel-the-moov tabs: exactly one active tab, the first by default. Every panel's
 * content (sanitised text, image, prefixed link) is rendered here, on the server; only the tab
 * switching (FeelTheMoovTabsController) runs in the browser, and it receives nothing but the tab
 * labels and these panels, inside an error boundary so a failure there stays within the block.
 */
export function FeelTheMoovTabs({ id, props, context }: BlockComponentProps<FeelTheMoovTabsProps>) {
  const tabs = props.tabItems;
  const panels = tabs.map((tab, position) => {
    const href = context.linkTo(tab.tabHref);
    return (
      // A fragment: the text column and the image are the panel's grid items.
      <Fragment key={position}>
        <div className="lb-tabs__content">
          {tab.heading ? (
            <BlockHeading index={context.index} className="lb-tabs__heading">
              {tab.heading}
            </BlockHeading>
          ) : null}
          <Markup html={tab.mainText} context={context} className="lb-tabs__text" />
          {tab.tabHrefText && href ? (
            <Button variant="tertiary" href={href}>
              {tab.tabHrefText}
            </Button>
          ) : null}
        </div>
        <BlockImage
          className="lb-tabs__image"
          image={tab.image}
          context={context}
          fallbackSize={{ width: 800, height: 800 }}
          sizes="(max-width: 991px) 100vw, 560px"
        />
      </Fragment>
    );
  });
  return (
    <BlockSection type="FeelTheMoovTabs" id={id} className="lb-tabs">
      <div className="lb-inner">
        <IslandBoundary
          blockId={id}
          blockType="FeelTheMoovTabs"
          context={context}
          props={props}
          withoutJavaScript={
            // Without JavaScript no tab could be switched: every panel is shown, in order.
            <div className="lb-tabs__static">
              {panels.map((panel, position) => (
                <div key={position} className="lb-tabs__panel">
                  {panel}
                </div>
              ))}
            </div>
          }
        >
          <FeelTheMoovTabsController
            baseId={domId(id)}
            label={context.text.features}
            tabLabels={tabs.map((tab) => tab.buttonText)}
          >
            {panels}
          </FeelTheMoovTabsController>
        </IslandBoundary>
      </div>
    </BlockSection>
  );
}
