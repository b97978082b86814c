import common from './common.json';
import shell from './shell.json';

/**
 * This language's `translations` namespace: one JSON file per area (the top-level key), so
 * features own their strings. Add an area here when you add its file.
 */
const resource = { common, shell };

export default resource;
