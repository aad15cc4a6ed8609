/**
 * The mobile SDK (React Native, Node). The web tracker is a browser script
 * built by `@osm5/tracker/build`, which is kept out of here so that an app
 * importing the SDK never pulls in esbuild.
 */
export { BATCH_LIMIT, createOsm5, type FetchLike, type Osm5, type Osm5Options } from './mobile/create-osm5.ts';
export { memoryStorage, type Osm5Storage } from './mobile/storage.ts';
