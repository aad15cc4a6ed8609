import type { SocialNetwork } from '../schemas/profile-pages.ts';

/**
 * Small inline icons for the public profile page (24×24, drawn with the current
 * colour): no request to a third party, no icon font.
 */
const stroke = (d: string) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

const paths: Record<SocialNetwork, string> = {
  x: stroke('M4 4l16 16M20 4L4 20'),
  instagram: `<rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="17.5" cy="6.5" r="1.2" fill="currentColor"/>`,
  facebook: stroke('M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 11h8'),
  linkedin: `<rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="currentColor" stroke-width="2"/>${stroke('M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7')}`,
  youtube: `<rect x="2" y="5" width="20" height="14" rx="4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M10 9l5 3-5 3z" fill="currentColor"/>`,
  tiktok: stroke('M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3a5 5 0 0 0 5 5'),
  github: stroke(
    'M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5a3 3 0 0 0-.8-2.3c2.8-.3 5.8-1.4 5.8-6.2a4.8 4.8 0 0 0-1.3-3.3 4.5 4.5 0 0 0-.1-3.3s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.1 5.4 2.4 5.4 2.4a4.5 4.5 0 0 0-.1 3.3A4.8 4.8 0 0 0 4 9c0 4.8 3 5.9 5.8 6.2a3 3 0 0 0-.8 2.3V21',
  ),
  website: `<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/>${stroke('M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18')}`,
  email: `<rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" stroke-width="2"/>${stroke('M3 7l9 6 9-6')}`,
};

export const socialIcon = (network: SocialNetwork): string =>
  `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">${paths[network]}</svg>`;
