import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, openInApp, text } from '../helpers.ts';
import { destinationUrl } from './destination.ts';

/** English texts of the links namespace, read from the locale file. */
export const lt = (path: string) => text('en', 'links', path);

export const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;

/** The editor's form (the preview panel beside it has fields of the same names). */
export const editorForm = (page: Page) => page.getByRole('form', { name: lt('editor.formLabel') });

const field = (scope: Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}`) });
const combo = (scope: Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${label}`) });

export interface KindCase {
  kind: string;
  /** fills the kind's targeting fields */
  fill: (page: Page, form: Locator) => Promise<void>;
}

const url = (path: string) => `https://example.com/${path}`;

/** One case per kind: what the editor is given; the spec checks what visitors get. */
export const kindCases: KindCase[] = [
  {
    kind: 'simple',
    fill: async (_page, form) => field(form, lt('editor.destination')).fill(url('simple')),
  },
  {
    kind: 'password_protected',
    // unlocked in the browser, which lands on the run's destination site
    fill: async (_page, form) => {
      await field(form, lt('editor.destination')).fill(destinationUrl('secret'));
      await field(form, lt('editor.password')).fill('open sesame');
    },
  },
  {
    kind: 'app_download',
    fill: async (_page, form) => {
      await field(form, lt('editor.iosUrl').replace(/[()]/g, '\\$&')).fill(url('ios'));
      await field(form, lt('editor.androidUrl').replace(/[()]/g, '\\$&')).fill(url('android'));
      await field(form, lt('editor.fallbackUrl')).fill(url('web'));
    },
  },
  {
    kind: 'language_based',
    fill: async (_page, form) => {
      await combo(form, lt('editor.match.language_based')).fill('fr');
      await field(form, lt('editor.destination')).fill(url('fr'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'location_based',
    fill: async (_page, form) => {
      await chooseOption(combo(form, lt('editor.country')), /Japan/, { typed: 'Japan' });
      await field(form, lt('editor.destination')).fill(url('jp'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'device_based',
    fill: async (_page, form) => {
      await chooseOption(combo(form, lt('editor.match.device_based')), lt('devices.mobile'));
      await field(form, lt('editor.destination')).fill(url('mobile'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'browser_based',
    fill: async (_page, form) => {
      await combo(form, lt('editor.match.browser_based')).fill('firefox');
      await field(form, lt('editor.destination')).fill(url('firefox'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'source_based',
    fill: async (_page, form) => {
      await combo(form, lt('editor.match.source_based')).fill('facebook');
      await field(form, lt('editor.destination')).fill(url('facebook'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'os_based',
    fill: async (_page, form) => {
      await chooseOption(combo(form, lt('editor.match.os_based')), lt('osFamilies.android'));
      await field(form, lt('editor.destination')).fill(url('android'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'ip_based',
    fill: async (_page, form) => {
      await field(form, lt('editor.destination')).fill(url('allowed'));
      await field(form, lt('editor.blockList')).fill('203.0.113.0/24\n2001:db8::/32');
      await field(form, lt('editor.blockedUrl').replace(/[()]/g, '\\$&')).fill(url('blocked'));
    },
  },
  {
    kind: 'rule_based',
    fill: async (page, form) => {
      await form.getByRole('button', { name: lt('conditions.add') }).click();
      await page.getByRole('menuitem', { name: lt('conditions.language') }).click();
      const languages = combo(form, lt('conditions.language'));
      await languages.fill('de');
      await languages.press('Enter');
      await form.getByRole('button', { name: lt('conditions.add') }).click();
      await page.getByRole('menuitem', { name: lt('conditions.device') }).click();
      await chooseOption(combo(form, lt('conditions.device')), lt('devices.mobile'));
      await field(form, lt('editor.thenGoTo')).fill(url('de-mobile'));
      await field(form, lt('editor.defaultUrl')).fill(url('default'));
    },
  },
  {
    kind: 'rlsurl',
    fill: async (_page, form) => {
      await field(form, lt('editor.destinationN').replace('{{n}}', '1')).fill(url('a'));
      await field(form, lt('editor.destinationN').replace('{{n}}', '2')).fill(url('b'));
    },
  },
];

/** Opens the editor of a new link of `kind` through the app's router; its heading names that kind. */
export const openEditor = async (page: Page, workspaceId: string, kind: string, query = '') => {
  await openInApp(page, `/d/sbox/${workspaceId}/new/${kind}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    lt('editor.newTitle').replace('{{kind}}', lt(`kinds.${kind}.name`)),
  );
  const form = editorForm(page);
  await expect(form).toBeVisible();
  return form;
};

/** Creates a link through the editor and returns its slug; lands on the link's report. */
export const createThroughEditor = async (page: Page, workspaceId: string, kase: KindCase, slug: string) => {
  const form = await openEditor(page, workspaceId, kase.kind);
  await kase.fill(page, form);
  await field(form, lt('editor.slug')).fill(slug);
  await form.getByRole('textbox', { name: lt('editor.title'), exact: true }).fill(`E2E ${kase.kind}`);
  await form.getByRole('button', { name: lt('editor.create') }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${workspaceId}/surl/[0-9a-f-]{36}/v1$`));
  await expect(page.getByTestId('short-url')).toContainText(`/${slug}`);
};
