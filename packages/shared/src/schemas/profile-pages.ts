import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/fields.ts';
import { linkStatuses } from './links.ts';
import { timestamp } from './tenancy.ts';

/**
 * Link-in-bio pages: a public page per handle at /p/{handle}, with themed
 * buttons (each a short link of the workspace) and social icons. Shared by the
 * server's routes and the web editor so both refuse the same input.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const PROFILE_BUTTONS_MAX = 30;
export const PROFILE_SOCIALS_MAX = 12;
export const AVATAR_MAX_BYTES = 1024 * 1024;

/** Handles that would read as the product speaking, or collide with its paths. */
export const reservedHandles = [
  'admin',
  'api',
  'app',
  'auth',
  'd',
  'help',
  'login',
  'logout',
  'new',
  'osm5',
  'p',
  'profile',
  'profiles',
  'register',
  'root',
  'settings',
  'signup',
  'static',
  'support',
  'system',
  'www',
] as const;
const reserved = new Set<string>(reservedHandles);

export const handleField = z
  .string({ error: 'validation.handle_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.handle_required' })
  .min(HANDLE_MIN, { error: 'validation.handle_length' })
  .max(HANDLE_MAX, { error: 'validation.handle_length' })
  .regex(/^[a-z0-9_-]+$/, { error: 'validation.handle_invalid' })
  .refine((h) => !reserved.has(h), { error: 'validation.handle_reserved' });

export const socialNetworks = [
  'x',
  'instagram',
  'facebook',
  'linkedin',
  'youtube',
  'tiktok',
  'github',
  'website',
  'email',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const buttonShapes = ['rounded', 'pill', 'square'] as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalid_colour' });

export const profileThemeSchema = z.object({
  background: colour.default('#f4f6fb'),
  buttonColor: colour.default('#3056d3'),
  buttonTextColor: colour.default('#ffffff'),
  buttonShape: z.enum(buttonShapes).default('rounded'),
  textColor: colour.default('#1c2434'),
});
export type ProfileTheme = z.output<typeof profileThemeSchema>;

const httpUrl = z
  .string()
  .trim()
  .min(1, { error: 'validation.url_required' })
  .max(2048, { error: 'validation.url_too_long' })
  .refine((v) => URL.canParse(v), { error: 'validation.invalid_url' })
  .refine((v) => /^https?:\/\//i.test(v), { error: 'validation.url_scheme' });

const emailPattern = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

export const profileSocialSchema = z
  .object({
    network: z.enum(socialNetworks, { error: 'validation.social_network_invalid' }),
    /** a web address, or an e-mail address for `email` */
    url: singleLineText().trim().max(2048, { error: 'validation.url_too_long' }),
  })
  .superRefine((s, ctx) => {
    if (s.network === 'email') {
      if (!emailPattern.test(s.url))
        ctx.addIssue({ code: 'custom', path: ['url'], message: 'validation.invalid_email' });
      return;
    }
    const parsed = httpUrl.safeParse(s.url);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: parsed.error.issues[0]?.message ?? 'validation.invalid_url',
      });
    }
  });
export type ProfileSocial = z.output<typeof profileSocialSchema>;

export const profileButtonSchema = z.object({
  linkId: z.uuid({ error: 'validation.profile_link_required' }),
  label: z
    .string()
    .trim()
    .min(1, { error: 'validation.profile_label_required' })
    .max(80, { error: 'validation.too_long' }),
});
export type ProfileButton = z.output<typeof profileButtonSchema>;

export const profilePageBodySchema = z.object({
  handle: handleField,
  title: singleLineText().trim().max(100, { error: 'validation.too_long' }).default(''),
  bio: multiLineText().trim().max(500, { error: 'validation.too_long' }).default(''),
  theme: profileThemeSchema.default(profileThemeSchema.parse({})),
  buttons: z.array(profileButtonSchema).max(PROFILE_BUTTONS_MAX, { error: 'validation.too_many_buttons' }).default([]),
  socials: z.array(profileSocialSchema).max(PROFILE_SOCIALS_MAX, { error: 'validation.too_many_socials' }).default([]),
  status: z.enum(linkStatuses).default('active'),
});
export type ProfilePageBody = z.input<typeof profilePageBodySchema>;
export type ProfilePageBodyParsed = z.output<typeof profilePageBodySchema>;

export const profilePageSchema = z
  .object({
    id: z.uuid(),
    workspaceId: z.uuid(),
    handle: z.string(),
    /** the public address: PUBLIC_URL/p/{handle} */
    publicUrl: z.string(),
    title: z.string(),
    bio: z.string(),
    /** the uploaded avatar, served at /p/{handle}/avatar?v={fileId}; null without one */
    avatarUrl: z.string().nullable(),
    theme: profileThemeSchema,
    buttons: z.array(
      profileButtonSchema.extend({
        /** the link's short address, or null when the link was deleted since */
        shortUrl: z.string().nullable(),
        linkTitle: z.string().nullable(),
      }),
    ),
    socials: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
    status: z.enum(linkStatuses),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'ProfilePage' });
export type ProfilePage = z.infer<typeof profilePageSchema>;

export const profilePageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLineText().trim().max(100).optional(),
});

/** The trigger marker a profile button adds to its short link (the redirect records trigger `profile`). */
export const profileButtonHref = (shortUrl: string): string => {
  const url = new URL(shortUrl);
  url.searchParams.set('r', 'profile');
  return url.toString();
};
