/** Set by the build (vite.config.ts `define`): the version in package.json. */
declare const __APP_VERSION__: string;
/** Set by the build: the year it was built in. */
declare const __BUILD_YEAR__: number;
