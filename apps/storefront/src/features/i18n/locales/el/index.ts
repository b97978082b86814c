import common from './common.json';
import footer from './footer.json';
import platform from './platform.json';

/**
 * This language's `translations` namespace: one JSON file per area (the top-level key), so
 * features own their strings. Add an area here when you add its file.
 */
const resource = { common, footer, platform };

export default resource;
