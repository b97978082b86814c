/**
 * postMessage type of a gallery frame reporting its height. Its own module so the client
 * components that use it do not import the block registry (and zod) into the browser.
 */
export const FRAME_HEIGHT_MESSAGE = 'lumo-gallery-frame-height';
