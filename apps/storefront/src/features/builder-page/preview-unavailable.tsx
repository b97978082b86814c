import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

/** A preview link the api refused: most often it expired; the editor can make a new one. */
export function PreviewUnavailable({
  storeView,
  path,
}: {
  storeView: StoreViewCode;
  path: string;
}) {
  return (
    <section className="ls-notice" data-testid="preview-unavailable">
      <h1>This preview link no longer works</h1>
      <p>
        Preview links expire. Open the page in the editor and create a new preview, or view the
        published page.
      </p>
      <div className="ls-notice-actions">
        <a className="ls-button" href={withStorePrefix(storeView, path)}>
          View the published page
        </a>
      </div>
    </section>
  );
}
