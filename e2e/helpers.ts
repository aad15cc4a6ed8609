import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

const localesDir = resolve(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');

type Tree = { [key: string]: string | Tree };

/**
 * Reads a translated string straight from the locale files, so tests never restate copy. With
 * `count`, the form of the count's plural category in that language (`_one`, `_other`…), as i18next
 * picks it.
 */
export const text = (language: string, file: string, path: string, count?: number): string => {
  const tree = JSON.parse(readFileSync(join(localesDir, language, `${file}.json`), 'utf8')) as Tree;
  let node: string | Tree | undefined = tree;
  const key = count === undefined ? path : `${path}_${new Intl.PluralRules(language).select(count)}`;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing ${language}/${file}:${path}`);
  return node;
};

export const NATIVE_NAMES = { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' } as const;
export type Language = keyof typeof NATIVE_NAMES;

/**
 * Picks a language from the top bar's menu. A busy machine can deliver the click on the item
 * while the opening menu still moves under it, so it lands on the backdrop and closes the menu,
 * as a user's click would; the user clicks again, and so does this.
 */
export const chooseLanguage = async (page: Page, language: Language) => {
  const item = page.getByRole('menuitem', { name: NATIVE_NAMES[language] });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('language-menu').click();
    await item.click({ timeout: 10_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
};

/**
 * Picks an option of a MUI select or autocomplete by its visible name, after typing `typed`
 * when given. The list is opened from the keyboard, not with a click: a select opens on
 * mousedown, over its own field, and a mouseup that a busy machine delivers more than 200 ms
 * later lands on an option, which MUI takes as the choice (the current value) and closes.
 */
export const chooseOption = async (
  box: Locator,
  option: string | RegExp,
  { typed, exact }: { typed?: string; exact?: boolean } = {},
) => {
  if (typed !== undefined) await box.fill(typed);
  else await box.press('ArrowDown');
  await box.page().getByRole('option', { name: option, exact }).first().click();
};

/**
 * Opens `path` in the app already open on `page` through its own router, as its links do,
 * instead of loading the page again: a load evaluates the whole app anew, about a second of a
 * slow machine's CPU, which a journey through dozens of reports pays dozens of times.
 */
export const openInApp = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    // the state the router keeps for each entry of its own: its index one past the current one
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // the router renders the new address in a transition: wait until the content is its own
  await expect(page.locator('main[data-location]')).toHaveAttribute('data-location', path);
};

/** Waits for the persisted root to contain a value, so a reload sees it. */
export const waitForPersist = async (page: Page, fragment: string) => {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? '')).toContain(fragment);
};

/** axe-core in a frame that lacks it; a page the app redraws in place keeps it from one check to the next. */
const withAxe = async (frame: Frame) => {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true); // a frame gone meanwhile
  if (!present) await frame.evaluate(axe.source);
};

/**
 * Serious and critical axe findings, read with every transition at its end: colours read halfway
 * through a light/dark switch, or through a menu item's highlight after a route change, are
 * neither state's, and fail colour-contrast at random. Transitions are turned off while axe reads
 * (each jumps to its end) and running animations that end are waited for.
 *
 * axe runs in the page and answers only its violations. Through @axe-core/playwright a check took about
 * 1.9 s on a slow machine, of which the rules took 0.15 s: the rest went to the blank page it opens for
 * each check and to building and returning every rule that passed, with each node's markup.
 */
export const seriousViolations = async (page: Page) => {
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // spinners and skeleton pulses never end: only what runs to an end is waited for
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  // every frame holds axe, so the page's run reads inside its frames too
  await Promise.all(page.frames().map(withAxe));
  const found = await page
    .evaluate(async () => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
      });
      return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
    })
    .finally(() => still.evaluate((tag) => (tag as Element).remove()));
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
};

export const screenshotDir = resolve(import.meta.dirname, '..', '.tmp', 'screenshots');

/**
 * A picture of the whole page, from its top. A page a journey scrolled (a click on a lower row
 * scrolls it) would otherwise be drawn with its fixed top bar and sidebar halfway down.
 */
export const fullPageShot = async (page: Page, path: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
};
