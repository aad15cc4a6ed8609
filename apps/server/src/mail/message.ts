import type { MailLocale } from '@osm5/shared/schemas/auth';

/** What a template says, before the layout turns it into text and HTML parts. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** the one button of the mail; its link is also printed in the text part */
  action?: { label: string; link: string };
  /** small print under the button */
  note?: string;
}

export type LocalizedTemplate<Data> = Record<MailLocale, (data: Data) => MailContent>;
