/**
 * Styles of the editor's own canvas chrome (selection, hover, invalid markers, drop zones),
 * injected into the canvas iframe next to the blocks' stylesheet.
 */
export const CANVAS_STYLES = `
html, body { margin: 0; padding: 0; background: #fff; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.pe-page { min-height: 100vh; padding-bottom: 160px; box-sizing: border-box; }
.pe-empty {
  margin: 48px auto; max-width: 420px; padding: 32px; text-align: center; color: #555;
  border: 2px dashed #c5cbd3; border-radius: 12px; display: flex; flex-direction: column; gap: 8px;
}
.pe-block { position: relative; outline: 1px solid transparent; outline-offset: -1px; cursor: default; }
.pe-block[data-hovered] { outline: 1px dashed #4c6ef5; }
.pe-block[data-selected] { outline: 2px solid #4c6ef5; z-index: 1; }
.pe-block[data-invalid] { outline: 2px solid #e03131; }
.pe-block[data-invalid][data-selected] { outline: 3px solid #e03131; box-shadow: 0 0 0 5px rgba(76, 110, 245, 0.35); }
.pe-block__label, .pe-block__badge {
  position: absolute; top: 0; z-index: 3; font: 600 11px/1 system-ui, sans-serif;
  padding: 4px 6px; border-radius: 0 0 4px 4px; pointer-events: none; color: #fff;
}
.pe-block__label { left: 0; background: #4c6ef5; }
.pe-block__badge { right: 0; background: #e03131; pointer-events: auto; }
.pe-children { min-height: 48px; position: relative; }
.pe-children--empty {
  display: flex; align-items: center; justify-content: center; margin: 8px;
  border: 2px dashed #c5cbd3; border-radius: 8px; color: #777; font-size: 13px;
}
`;
