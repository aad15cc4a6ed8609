import { errorMessageKey } from '../../lib/error-message.ts';
import { isHttpError } from '../../lib/http.ts';

/** The i18n key of any failure RTK Query hands back (a normalised HttpError, or a serialised throw). */
export const errorKey = (error: unknown): string => errorMessageKey(isHttpError(error) ? error : undefined);
