import type { MailLocale } from '@osm5/shared/schemas/auth';
import { renderHtml, renderText } from './layout.ts';
import type { LocalizedTemplate } from './message.ts';
import { type AccountExistsData, accountExists } from './templates/account-exists.ts';
import { type BudgetAlertData, budgetAlert } from './templates/budget-alert.ts';
import { type FeedbackReceivedData, feedbackReceived } from './templates/feedback-received.ts';
import { type FeedbackUpdateData, feedbackUpdate } from './templates/feedback-update.ts';
import { type InvitationData, invitation } from './templates/invitation.ts';
import { type PasswordChangedData, passwordChanged } from './templates/password-changed.ts';
import { type ResetPasswordData, resetPassword } from './templates/reset-password.ts';
import { type UptimeAlertData, uptimeAlert } from './templates/uptime-alert.ts';
import { type VerifyEmailData, verifyEmail } from './templates/verify-email.ts';
import { type WebhookDisabledData, webhookDisabled } from './templates/webhook-disabled.ts';

/** Every mail the product sends, by name, with the data each one needs. */
export interface MailTemplates {
  verify_email: VerifyEmailData;
  account_exists: AccountExistsData;
  reset_password: ResetPasswordData;
  password_changed: PasswordChangedData;
  invitation: InvitationData;
  uptime_alert: UptimeAlertData;
  webhook_disabled: WebhookDisabledData;
  budget_alert: BudgetAlertData;
  feedback_received: FeedbackReceivedData;
  feedback_update: FeedbackUpdateData;
}
export type MailTemplate = keyof MailTemplates;

const templates: { [K in MailTemplate]: LocalizedTemplate<MailTemplates[K]> } = {
  verify_email: verifyEmail,
  account_exists: accountExists,
  reset_password: resetPassword,
  password_changed: passwordChanged,
  invitation,
  uptime_alert: uptimeAlert,
  webhook_disabled: webhookDisabled,
  budget_alert: budgetAlert,
  feedback_received: feedbackReceived,
  feedback_update: feedbackUpdate,
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** the mail's action link, for the log line of the outbox mode */
  link: string | undefined;
}

export function renderMail<K extends MailTemplate>(
  template: K,
  locale: MailLocale,
  data: MailTemplates[K],
): RenderedMail {
  const content = templates[template][locale](data);
  return {
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content, locale),
    link: content.action?.link,
  };
}
