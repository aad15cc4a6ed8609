import ai from './ai.json';
import analytics from './analytics.json';
import apiKeys from './apiKeys.json';
import areas from './areas.json';
import audit from './audit.json';
import auth from './auth.json';
import billing from './billing.json';
import bulkImport from './bulkImport.json';
import common from './common.json';
import contacts from './contacts.json';
import domains from './domains.json';
import enterprise from './enterprise.json';
import errors from './errors.json';
import feedback from './feedback.json';
import layout from './layout.json';
import links from './links.json';
import linkTools from './linkTools.json';
import members from './members.json';
import reports from './reports.json';
import roles from './roles.json';
import security from './security.json';
import settings from './settings.json';
import status from './status.json';
import teams from './teams.json';
import ui from './ui.json';
import usage from './usage.json';
import validation from './validation.json';
import webhooks from './webhooks.json';
import workspaces from './workspaces.json';

/** Each file becomes a top-level key, so `t('auth.login.title')` reads auth.json. */
export const translation = {
  common,
  layout,
  auth,
  status,
  areas,
  errors,
  validation,
  security,
  ui,
  workspaces,
  members,
  teams,
  roles,
  settings,
  audit,
  enterprise,
  domains,
  bulkImport,
  links,
  linkTools,
  analytics,
  reports,
  apiKeys,
  billing,
  ai,
  feedback,
  usage,
  webhooks,
  contacts,
};
