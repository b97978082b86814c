/** Marks a page rendered from a draft through a preview link, so no one mistakes it for live. */
export function PreviewRibbon() {
  return (
    <div className="ls-preview-ribbon" role="status" data-testid="preview-ribbon">
      Preview
      <span className="ls-preview-ribbon-note">Draft, not published</span>
    </div>
  );
}
