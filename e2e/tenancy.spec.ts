import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  chooseLanguage,
  chooseOption,
  fullPageShot,
  openInApp,
  screenshotDir,
  seriousViolations,
  text,
} from './helpers.ts';
import { linkFromMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';
import { accessDenied, apiPost, heading, registerVerified, signIn, uniqueEmail } from './tenancy-helpers.ts';

/**
 * Tenancy journey: an owner creates a workspace and invites a colleague as a
 * viewer; the colleague accepts and sees only what the viewer role allows.
 * Then teams and roles with their validation, and every settings page
 * (screenshots, axe). The tests share the two accounts, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const owner = { name: 'Olivia Owner', email: uniqueEmail('owner') };
const colleague = { name: 'Colin Viewer', email: uniqueEmail('colleague') };
const PRIVATE_WORKSPACE = 'Marketing EU';
const ORG = `${owner.name}'s organisation`;
const t = (file: string, path: string) => text('en', file, path);

const newPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
};

const settled = async (page: Page) => {
  await expect(heading(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test.beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

test('owner creates a workspace and invites a colleague, who sees only what a viewer may', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerPage = await newPage(browser);
  await registerVerified(ownerPage.context(), owner.name, owner.email);
  const colleaguePage = await newPage(browser);
  await registerVerified(colleaguePage.context(), colleague.name, colleague.email);
  // signed in before the invitation, so they have their own organisation and accept on the invitation page
  await signIn(colleaguePage, colleague.email);
  await expect(heading(colleaguePage)).toHaveText(`${colleague.name}'s organisation`);

  await signIn(ownerPage, owner.email);
  await expect(heading(ownerPage)).toHaveText(ORG);

  // create a private workspace; the shared name rule is checked before sending
  await ownerPage.goto('/d/sbox/create');
  const createButton = ownerPage.getByRole('button', { name: t('workspaces', 'create.submit') });
  await createButton.click();
  await expect(ownerPage.getByText(text('en', 'validation', 'name_required'))).toBeVisible();
  await ownerPage.getByLabel(t('workspaces', 'form.name')).fill('EU');
  await createButton.click();
  await expect(ownerPage.getByText(text('en', 'validation', 'name_length'))).toBeVisible();
  await ownerPage.getByLabel(t('workspaces', 'form.name')).fill(PRIVATE_WORKSPACE);
  await ownerPage.getByLabel(t('workspaces', 'form.private')).check();
  await createButton.click();
  await expect(ownerPage).toHaveURL(/\/d\/sbox\/[0-9a-f-]{36}\/dashboard$/);
  await expect(heading(ownerPage)).toHaveText(PRIVATE_WORKSPACE);
  await expect(ownerPage.getByText(t('workspaces', 'create.done'))).toBeVisible();
  await settled(ownerPage);
  await fullPageShot(ownerPage, join(screenshotDir, 'tenancy-workspace-dashboard.png'));
  await ownerPage.goto('/d/apps/dashboard');
  await settled(ownerPage);
  await fullPageShot(ownerPage, join(screenshotDir, 'tenancy-org-overview.png'));
  await ownerPage.goto('/d/enterprise');
  await settled(ownerPage);
  await fullPageShot(ownerPage, join(screenshotDir, 'tenancy-enterprises.png'));

  // invite the colleague as a viewer (the default role of the form)
  await ownerPage.goto('/settings/users/invite');
  await ownerPage.getByLabel(t('members', 'fields.email')).fill(colleague.email);
  const inviteSent = Date.now();
  await ownerPage.getByRole('button', { name: t('members', 'invite.submit') }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  await ownerPage.goto('/settings/users');
  await expect(
    ownerPage.getByRole('cell', { name: new RegExp(`^${text('en', 'members', 'list.invited')}`) }),
  ).toContainText(colleague.email);

  // the colleague has an account, so the mail links straight to the invitation page: open it and accept
  const link = await linkFromMail(colleague.email, /\/auth\/invitation\?token=/, inviteSent - 1000);
  await colleaguePage.goto(link);
  await expect(colleaguePage.getByText(new RegExp(ORG))).toBeVisible();
  await colleaguePage.getByRole('button', { name: t('members', 'invitation.accept') }).click();
  await expect(colleaguePage).toHaveURL(/\/d\/apps\/dashboard$/);
  await expect(heading(colleaguePage)).toHaveText(ORG);

  // a used invitation says so
  await colleaguePage.goto(link);
  await expect(colleaguePage.getByText(t('members', 'invitation.state.used'))).toBeVisible();

  // a viewer reads members but manages nothing, and has no roles or organisation log
  await colleaguePage.goto('/settings/users');
  await settled(colleaguePage);
  await expect(heading(colleaguePage)).toHaveText(t('members', 'list.title'));
  await expect(colleaguePage.getByRole('link', { name: t('members', 'invite.title') })).toHaveCount(0);
  await colleaguePage.goto('/settings/users/invite');
  await accessDenied(colleaguePage);
  await colleaguePage.goto('/settings/roles');
  await accessDenied(colleaguePage);
  await colleaguePage.goto('/settings/ulog');
  await accessDenied(colleaguePage);
  await colleaguePage.goto('/d/sbox/create');
  await accessDenied(colleaguePage);

  // the owner's short link: the viewer reads it, its report, history and QR code, and changes nothing
  const tenants = (await (await ownerPage.request.get('/api/me/tenants')).json()) as {
    data: { orgId: string; sBoxs: { id: string; isDefault: boolean }[] };
  };
  const defaultWorkspace = tenants.data.sBoxs.find((w) => w.isDefault)?.id ?? '';
  const made = await apiPost(
    ownerPage.context(),
    ownerPage.request,
    `/api/orgs/${tenants.data.orgId}/workspaces/${defaultWorkspace}/links`,
    { kind: 'simple', title: 'Spring sale', rules: { url: 'https://example.com/spring' } },
  );
  expect(made.status(), await made.text()).toBe(200);
  const slug = ((await made.json()) as { data: { slug: string } }).data.slug;
  await colleaguePage.goto('/d/sbox/default/surl');
  await settled(colleaguePage);
  const row = colleaguePage.getByRole('row').filter({ hasText: 'Spring sale' });
  await expect(row).toBeVisible();
  await expect(colleaguePage.getByRole('link', { name: text('en', 'links', 'list.create') })).toHaveCount(0);
  await expect(colleaguePage.getByRole('link', { name: text('en', 'links', 'tools.import') })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Edit Spring sale` })).toHaveCount(0);
  await row.getByRole('button', { name: `More actions for Spring sale` }).click();
  await expect(colleaguePage.getByRole('menuitem', { name: text('en', 'links', 'actions.history') })).toBeVisible();
  await expect(colleaguePage.getByRole('menuitem', { name: text('en', 'links', 'actions.delete') })).toHaveCount(0);
  await colleaguePage.keyboard.press('Escape');
  await fullPageShot(colleaguePage, join(screenshotDir, 'tenancy-viewer-links.png'));
  await colleaguePage.goto(`/d/sbox/default/edit/simple/${slug}`);
  await accessDenied(colleaguePage);
  await colleaguePage.goto('/d/sbox/default/new/simple');
  await accessDenied(colleaguePage);

  // the private workspace is the owner's alone
  await colleaguePage.goto('/settings/sbox');
  await settled(colleaguePage);
  await expect(colleaguePage.getByRole('link', { name: 'My workspace' })).toBeVisible();
  await expect(colleaguePage.getByText(PRIVATE_WORKSPACE)).toHaveCount(0);
  await ownerPage.goto('/settings/sbox');
  await expect(ownerPage.getByRole('link', { name: PRIVATE_WORKSPACE })).toBeVisible();
  await fullPageShot(colleaguePage, join(screenshotDir, 'tenancy-viewer-workspaces.png'));
  await colleaguePage.goto('/settings/roles');
  await accessDenied(colleaguePage);
  await fullPageShot(colleaguePage, join(screenshotDir, 'tenancy-viewer-access-denied.png'));

  await ownerPage.context().close();
  await colleaguePage.context().close();
});

test('teams and roles show their validation errors, then are created', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await newPage(browser);
  await signIn(page, owner.email, '/settings/teams/create');

  const submitTeam = page.getByRole('button', { name: t('teams', 'create.submit') });
  await page.getByLabel(t('teams', 'form.name')).fill('ab');
  await submitTeam.click();
  await expect(page.getByText(text('en', 'validation', 'name_length'))).toBeVisible();
  await expect(page.getByText(text('en', 'validation', 'team_member_required'))).toBeVisible();
  await expect(page.getByText(text('en', 'validation', 'team_member_role_required'))).toBeVisible();

  await page.getByLabel(t('teams', 'form.name')).fill('Growth team');
  const member = page.getByRole('combobox', { name: 'Member 1' });
  const role = page.getByRole('combobox', { name: t('teams', 'form.role') });
  // an owner cannot be put in a team: the server's rule, shown translated
  await member.fill('Olivia');
  await page.getByRole('option', { name: new RegExp(owner.email) }).click();
  await chooseOption(role, text('en', 'roles', 'system.SBOX_EDITOR'));
  await submitTeam.click();
  await expect(page.getByText(text('en', 'errors', 'MEMBER_IS_OWNER_OR_ADMIN')).first()).toBeVisible();

  await member.clear();
  await member.pressSequentially('Colin');
  await page.getByRole('option', { name: new RegExp(colleague.email) }).click();
  await submitTeam.click();
  await expect(page).toHaveURL(/\/settings\/teams\/[0-9a-f-]{36}\/detail$/);
  await expect(heading(page)).toHaveText('Growth team');
  await expect(page.getByText(colleague.email)).toBeVisible();

  await openInApp(page, '/settings/roles/create');
  const submitRole = page.getByRole('button', { name: t('roles', 'create.submit') });
  await submitRole.click();
  await expect(page.getByText(text('en', 'validation', 'role_name_empty'))).toBeVisible();
  await page.getByLabel(t('roles', 'form.name')).fill('abc');
  await submitRole.click();
  await expect(page.getByText(text('en', 'validation', 'name_length'))).toBeVisible();
  await page.getByLabel(t('roles', 'form.name')).fill('Support lead');
  await page.getByLabel(t('roles', 'privileges.members_read')).check();
  await page.getByLabel(t('roles', 'privileges.links_read')).check();
  await submitRole.click();
  await expect(page).toHaveURL(/\/settings\/roles\/[0-9a-f-]{36}\/detail$/);
  await expect(heading(page)).toHaveText('Support lead');
  await expect(page.getByText(new RegExp(`${owner.name} ·`)).first()).toBeVisible();

  await page.context().close();
});

test('every settings page: screenshots, and no serious accessibility violation', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const page = await newPage(browser);
  await signIn(page, owner.email, '/settings/profile');

  // ids for the detail pages
  await openInApp(page, '/settings/teams');
  await page.getByRole('link', { name: 'Growth team' }).click();
  await page.waitForURL(/\/detail$/);
  const teamPath = new URL(page.url()).pathname;
  await openInApp(page, '/settings/roles');
  await page.getByRole('tab', { name: t('roles', 'list.custom') }).click();
  await page.getByRole('link', { name: 'Support lead' }).click();
  await page.waitForURL(/\/detail$/);
  const rolePath = new URL(page.url()).pathname;
  await openInApp(page, '/settings/users');
  await page.getByRole('link', { name: colleague.name }).click();
  await page.waitForURL(/\/detail$/);
  const userPath = new URL(page.url()).pathname;
  await openInApp(page, '/settings/sbox');
  await page.getByRole('link', { name: PRIVATE_WORKSPACE }).click();
  await page.waitForURL(/\/detail$/);
  const workspacePath = new URL(page.url()).pathname;

  const pages: [string, string][] = [
    ['profile', '/settings/profile'],
    ['company-profile', '/settings/company_profile'],
    ['notifications', '/settings/notifications'],
    ['theme', '/settings/theme'],
    ['account-default', '/settings/account_default'],
    ['sbox', '/settings/sbox'],
    ['sbox-detail', workspacePath],
    ['users', '/settings/users'],
    ['users-invite', '/settings/users/invite'],
    ['users-detail', userPath],
    ['teams', '/settings/teams'],
    ['teams-create', '/settings/teams/create'],
    ['teams-detail', teamPath],
    ['roles', '/settings/roles'],
    ['roles-create', '/settings/roles/create'],
    ['roles-edit', rolePath.replace(/detail$/, 'edit')],
    ['roles-detail', rolePath],
    ['ulog', '/settings/ulog'],
  ];
  const violations: string[] = [];
  for (const [name, path] of pages) {
    await openInApp(page, path);
    await settled(page);
    await expect(page.getByText(t('status', 'accessDenied.title'))).toHaveCount(0);
    violations.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
    await fullPageShot(page, join(screenshotDir, `settings-${name}.png`));
  }
  expect(violations).toEqual([]);

  // account defaults: all three must be chosen
  await openInApp(page, '/settings/account_default');
  await settled(page);
  await page.getByRole('button', { name: t('ui', 'save') }).click();
  await expect(page.getByText(text('en', 'validation', 'currency_required'))).toBeVisible();
  await expect(page.getByText(text('en', 'validation', 'sub_time_zone_required'))).toBeVisible();

  // profile: an unchanged form is the empty update the spec rejects
  await openInApp(page, '/settings/profile');
  await settled(page);
  await page.getByRole('button', { name: t('ui', 'save') }).click();
  await expect(page.getByText(text('en', 'validation', 'empty_update'))).toBeVisible();

  // a few in dark mode
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  for (const [name, path] of pages.filter(([n]) => ['users', 'roles-detail', 'theme', 'teams-create'].includes(n))) {
    await openInApp(page, path);
    await settled(page);
    await fullPageShot(page, join(screenshotDir, `settings-${name}-dark.png`));
  }
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();

  // a region changes MUI's widget texts (here the pagination's) and nothing else; it survives a reload
  const pagination = (name: string) => page.getByRole('navigation', { name });
  await openInApp(page, '/settings/sbox');
  await settled(page);
  await expect(pagination('pagination navigation')).toBeVisible();
  await openInApp(page, '/settings/theme');
  await chooseOption(page.getByLabel(t('settings', 'theme.region')), 'German (Germany)');
  await openInApp(page, '/settings/sbox');
  await settled(page);
  await expect(pagination('Navigation via Seitennummerierung')).toBeVisible();
  await expect(heading(page)).toHaveText(t('workspaces', 'settings.title'));
  await openInApp(page, '/settings/theme');
  await chooseOption(page.getByLabel(t('settings', 'theme.region')), t('settings', 'theme.regionSame'));
  await openInApp(page, '/settings/sbox');
  await expect(pagination('pagination navigation')).toBeVisible();

  // and in Arabic, right to left
  await openInApp(page, '/settings/users');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const [name, path] of pages.filter(([n]) => ['users', 'profile', 'roles-create', 'sbox', 'ulog'].includes(n))) {
    await openInApp(page, path);
    await settled(page);
    await fullPageShot(page, join(screenshotDir, `settings-${name}-ar.png`));
  }
  await expect(heading(page)).toHaveText(text('ar', 'audit', 'title'));

  await page.context().close();
});
