import type { SavedDisplayPreferences } from '../../../app/store/customizer-slice.ts';
import { http } from '../../../lib/http.ts';

/** GET /api/me/preferences/theme: only the display choices the user saved to their account. */
export const fetchSavedPreferences = () => http.get<{ data: SavedDisplayPreferences }>('/api/me/preferences/theme');
