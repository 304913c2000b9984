/**
 * What `zod` is inside the Worker bundle (wrangler.toml `[alias]`): zod's own entry
 * (node_modules/zod/v4/classic/external.js) less `locales` and `fromJSONSchema`, which nothing
 * here uses. esbuild keeps every export of a namespace object that is used as one (`z.object`),
 * so zod's entry would bring the error messages of every language (260 KiB of the bundle);
 * English is built in (classic/schemas.js registers it). On a zod upgrade, compare this file
 * with zod's external.js (npm run bench:worker shows whether the bundle still starts).
 */
// @ts-nocheck: zod's internal modules, by path, as JavaScript.
export * as core from './core.js';
export * from '../../node_modules/zod/v4/classic/schemas.js';
export * from '../../node_modules/zod/v4/classic/checks.js';
export * from '../../node_modules/zod/v4/classic/errors.js';
export * from '../../node_modules/zod/v4/classic/parse.js';
export * from '../../node_modules/zod/v4/classic/compat.js';
export {
  globalRegistry, registry, config, memoizer, $output, $input, $brand, clone, regexes, treeifyError, prettifyError, formatError, flattenError,
  TimePrecision, util, NEVER, INVALID, toZod, compile, withParser, ZodCompileAsyncError, ZodCompileUnsupportedError, getDiscriminatedOption,
} from './core.js';
export { toJSONSchema } from '../../node_modules/zod/v4/core/json-schema-processors.js';
export { deepPartial } from '../../node_modules/zod/v4/classic/deep-partial.js';
export { input, output } from '../../node_modules/zod/v4/classic/in-out.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from '../../node_modules/zod/v4/classic/iso.js';
export * as iso from '../../node_modules/zod/v4/classic/iso.js';
export * as coerce from '../../node_modules/zod/v4/classic/coerce.js';
import * as z from './index.js';
export { z, z as default };
