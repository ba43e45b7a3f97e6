/**
 * User-facing texts of SPEC §8 that both the storefront and the API may need, in one place so the
 * wording never drifts between them: `MESSAGES.name`. Error codes' default messages live in `ERROR_CODES`.
 *
 * Each text is an export of its own (./texts), read through this namespace: a bundler keeps only the
 * texts a bundle reads, where an object literal came whole into every bundle that read one of them
 * (the storefront's first screen reads about twenty of these 106).
 */
import * as MESSAGES from './texts';

export { MESSAGES };
