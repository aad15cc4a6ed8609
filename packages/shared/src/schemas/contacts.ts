import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/fields.ts';
import { pageQuerySchema, timestamp } from './tenancy.ts';

/**
 * A person's own address book (the spec's Contact: id, firstname, lastname,
 * image, department, company, phone, email, address, notes,
 * frequentlycontacted, starred, deleted). Contacts belong to the user, not
 * to an organisation, and follow them from browser to browser. `deleted` is a
 * soft delete: the contact waits in the bin until restored or removed for good.
 */
const optionalLine = (max: number, tooLong: string) =>
  singleLineText()
    .trim()
    .max(max, { error: tooLong })
    .transform((v) => v || null)
    .nullable()
    .optional();

export const CONTACT_NOTES_MAX = 2000;

const contactShape = {
  firstname: singleLineText({ error: 'validation.contact_firstname_required' })
    .trim()
    .min(1, { error: 'validation.contact_firstname_required' })
    .max(60, { error: 'validation.contact_name_length' }),
  lastname: optionalLine(60, 'validation.contact_name_length'),
  /** a picture's web address (http or https) */
  image: singleLineText()
    .trim()
    .max(2048, { error: 'validation.contact_image_url' })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: 'validation.contact_image_url' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  department: optionalLine(100, 'validation.contact_field_length'),
  company: optionalLine(100, 'validation.contact_field_length'),
  phone: singleLineText()
    .trim()
    .max(40, { error: 'validation.contact_phone' })
    .refine((v) => v === '' || /^\+?[0-9 ().\-/]{3,40}$/.test(v), { error: 'validation.contact_phone' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  email: singleLineText()
    .trim()
    .max(254, { error: 'validation.invalid_email' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'validation.invalid_email' })
    .transform((v) => v.toLowerCase() || null)
    .nullable()
    .optional(),
  address: multiLineText()
    .trim()
    .max(500, { error: 'validation.contact_field_length' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  notes: multiLineText()
    .trim()
    .max(CONTACT_NOTES_MAX, { error: 'validation.contact_notes_length' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  frequentlycontacted: z.boolean(),
  starred: z.boolean(),
};

export const contactFieldsSchema = z.object({
  ...contactShape,
  frequentlycontacted: contactShape.frequentlycontacted.default(false),
  starred: contactShape.starred.default(false),
});
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

/** A change: any of the fields; an empty change is refused. */
export const contactPatchSchema = z
  .object(contactShape)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'validation.empty_update' });

export const contactSchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string().nullable(),
  image: z.string().nullable(),
  department: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  frequentlycontacted: z.boolean(),
  starred: z.boolean(),
  deleted: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactViews = ['all', 'starred', 'frequent', 'deleted'] as const;
export type ContactView = (typeof contactViews)[number];

export const contactListQuerySchema = pageQuerySchema.extend({
  view: z.enum(contactViews).default('all'),
  /** matches names, company, department, e-mail and phone */
  q: singleLineText().trim().max(100).optional(),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export const contactParamsSchema = z.object({ contactId: z.uuid() });

export const contactFormats = ['vcard', 'csv'] as const;
export type ContactFormat = (typeof contactFormats)[number];

/** At most this many contacts per import (and in an address book). */
export const CONTACTS_MAX = 5000;

export const contactImportSchema = z.object({
  format: z.enum(contactFormats),
  /** the file's text */
  content: z
    .string()
    .min(1, { error: 'validation.contact_import_empty' })
    .max(2_000_000, { error: 'validation.contact_import_too_large' }),
});

export const contactImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  /** entries whose e-mail address is already in the address book */
  duplicates: z.number().int().nonnegative(),
  /** entries that could not be read, with their position (1-based) and the problem's message key */
  rejected: z.array(z.object({ entry: z.number().int().positive(), message: z.string() })),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

export const contactExportQuerySchema = z.object({ format: z.enum(contactFormats) });
