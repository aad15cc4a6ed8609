import { negotiateLanguage } from '@osm5/shared/links/accept-language';
import {
  type ProfilePageLanguage,
  profilePageLanguages,
  renderProfileNotFound,
  renderProfilePage,
} from '@osm5/shared/links/profile-page-html';
import type { SocialNetwork } from '@osm5/shared/schemas/profile-pages';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { FileStore } from '../files/file-store.ts';
import { sendImage } from '../files/send-image.ts';
import { avatarPathOf, type ProfileDeps, publicAvatar, publicProfile } from './profile-pages.service.ts';

const CACHE_MAX = 2000;

/** No script may run on a page made of user content; images only from here. */
const pageCsp =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The public link-in-bio page, GET /p/{handle}: server-rendered HTML, no SPA.
 * Rendered pages are cached per handle and language until `app.linkChanges`
 * says the page (or any link or domain, which its buttons may point to) changed.
 */
export const profilePublicRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const store = new FileStore(config.dataDir);
  const deps = (): ProfileDeps => ({ db: app.db.db, config, linkChanges: app.linkChanges });
  const cache = new Map<string, string | null>();
  const unsubscribe = app.linkChanges.subscribe((change) => {
    if (change.type === 'profile') {
      for (const lang of profilePageLanguages) cache.delete(`${change.handle.toLowerCase()}|${lang}`);
    } else {
      cache.clear();
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  const langOf = (header: string | undefined): ProfilePageLanguage =>
    (negotiateLanguage(header, profilePageLanguages) as ProfilePageLanguage | undefined) ?? 'en';

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', pageCsp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('vary', 'Accept-Language')
      .header('cache-control', 'no-cache')
      .send(html);

  async function render(handle: string, lang: ProfilePageLanguage): Promise<string | null> {
    const key = `${handle}|${lang}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    const found = await publicProfile(deps(), handle);
    const html = found
      ? renderProfilePage({
          lang,
          handle: found.row.handle,
          title: found.row.title,
          bio: found.row.bio,
          avatarSrc: avatarPathOf(found.row),
          theme: found.theme,
          buttons: found.buttons,
          socials: found.row.socials.map((s) => ({ network: s.network as SocialNetwork, url: s.url })),
        })
      : null;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, html);
    return html;
  }

  app.get<{ Params: { handle: string } }>('/p/:handle', { schema: { hide: true } }, async (request, reply) => {
    const lang = langOf(request.headers['accept-language']);
    const handle = request.params.handle.toLowerCase();
    const html = /^[a-z0-9_-]{1,30}$/.test(handle) ? await render(handle, lang) : null;
    return html ? send(reply, 200, html) : send(reply, 404, renderProfileNotFound(lang));
  });

  app.get<{ Params: { handle: string } }>('/p/:handle/avatar', { schema: { hide: true } }, async (request, reply) => {
    const handle = request.params.handle.toLowerCase();
    const avatar = /^[a-z0-9_-]{1,30}$/.test(handle) ? await publicAvatar(deps(), store, handle) : null;
    if (!avatar) return send(reply, 404, renderProfileNotFound(langOf(request.headers['accept-language'])));
    return sendImage(reply, avatar, 'public, max-age=3600');
  });
};
