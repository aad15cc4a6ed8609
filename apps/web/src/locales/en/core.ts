import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import layout from './layout.json';
import status from './status.json';
import validation from './validation.json';

/**
 * The English texts of the public pages (sign-in, sign-up, status pages), in
 * the main bundle; the rest of English (index.ts) is fetched on the way into
 * any other page, so the sign-in page stays within its 250 KB budget as the
 * product grows.
 */
export const coreTranslation = { common, layout, auth, status, errors, validation };
