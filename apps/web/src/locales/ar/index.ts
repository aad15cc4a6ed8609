import areas from './areas.json';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import layout from './layout.json';
import security from './security.json';
import status from './status.json';
import validation from './validation.json';

/** Each file becomes a top-level key, so `t('auth.login.title')` reads auth.json. */
export const translation = { common, layout, auth, status, areas, errors, validation, security };
