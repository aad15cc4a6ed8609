/**
 * The install page's code for a web site: the one script tag (as
 * packages/tracker/README.md documents it) placed the way each platform
 * places a script, and how to send custom events and orders. Code is code:
 * it is not translated; the page around it is.
 */

export interface WebSnippetSite {
  id: string;
  /** the site asks to ignore browsers that send Do-Not-Track: the script reads `data-dnt` */
  respectDnt: boolean;
}

export const webPlatforms = ['html', 'react', 'vue', 'wordpress', 'gtm'] as const;
export type WebPlatform = (typeof webPlatforms)[number];

/** The script's address: served by this OSM5 instance. */
export const trackerSrc = (origin: string) => `${origin}/js/osm5.js`;

/** The attributes the script reads, in the order the snippet shows them. */
const attributes = (site: WebSnippetSite): [string, string][] => [
  ['data-site', site.id],
  ...(site.respectDnt ? ([['data-dnt', 'true']] as [string, string][]) : []),
];

/** The plain tag, for the <head> of every page. */
export const scriptTag = (origin: string, site: WebSnippetSite) =>
  `<script defer src="${trackerSrc(origin)}" ${attributes(site)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')}></script>`;

/**
 * Lets pages call osm5() before the deferred script has run: calls queue in
 * `osm5.q` and the script replays them (the stub of packages/tracker/README.md).
 */
export const stubScript = `<script>window.osm5=window.osm5||function(){(osm5.q=osm5.q||[]).push(arguments)};osm5.order=osm5</script>`;

/** A visitor's (or the owner's own) opt-out, typed in the browser console of the site. */
export const optOutSnippet = `localStorage.osm5_ignore = 'true'`;

const html = (origin: string, site: WebSnippetSite) => `<!-- in the <head> of every page -->
${scriptTag(origin, site)}`;

const react = (origin: string, site: WebSnippetSite) => {
  const props = attributes(site)
    .map(([k, v]) => `\n          ${k}="${v}"`)
    .join('');
  return `// Next.js (App Router): app/layout.tsx
import Script from 'next/script';

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Script
          src="${trackerSrc(origin)}"${props}
          strategy="afterInteractive"
        />
      </body>
    </html>
  );
}

// React with Vite or Create React App: put the tag in index.html instead
// ${scriptTag(origin, site)}`;
};

const vue = (origin: string, site: WebSnippetSite) => {
  const attrs = attributes(site)
    .map(([k, v]) => `'${k}': '${v}'`)
    .join(', ');
  return `<!-- Vue with Vite: index.html, in <head> -->
${scriptTag(origin, site)}

// Nuxt: nuxt.config.ts
export default defineNuxtConfig({
  app: {
    head: {
      script: [{ src: '${trackerSrc(origin)}', defer: true, ${attrs} }],
    },
  },
});`;
};

const wordpress = (origin: string, site: WebSnippetSite) => {
  const attrs = attributes(site)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
  return `<?php
// functions.php of your (child) theme
add_action('wp_enqueue_scripts', function () {
    wp_enqueue_script('osm5', '${trackerSrc(origin)}', [], null, ['strategy' => 'defer']);
});

add_filter('script_loader_tag', function ($tag, $handle) {
    return $handle === 'osm5' ? str_replace(' src=', ' ${attrs} src=', $tag) : $tag;
}, 10, 2);`;
};

const gtm = (origin: string, site: WebSnippetSite) => {
  const sets = attributes(site)
    .map(([k, v]) => `\n    s.setAttribute('${k}', '${v}');`)
    .join('');
  return `<!-- Google Tag Manager: a Custom HTML tag, fired on All Pages -->
<script>
  (function () {
    var s = document.createElement('script');
    s.defer = true;
    s.src = '${trackerSrc(origin)}';${sets}
    document.head.appendChild(s);
  })();
</script>`;
};

const builders: Record<WebPlatform, (origin: string, site: WebSnippetSite) => string> = {
  html,
  react,
  vue,
  wordpress,
  gtm,
};

/** The install code of one platform. */
export const webSnippet = (platform: WebPlatform, origin: string, site: WebSnippetSite) =>
  builders[platform](origin, site);

/** A custom event, with properties (at most 30, flat: text, numbers, true/false). */
export const customEventSnippet = `osm5('signup', { plan: 'pro', seats: 3 });`;

/** An order for the sales tracker: its id makes a resent order count once. */
export const orderSnippet = (currency: string) => `osm5.order({
  id: 'A-1001',
  revenue: 42.5,
  currency: '${currency}',
  items: [{ id: 'SKU-1', name: 'T-shirt', price: 21.25, quantity: 2 }],
});`;
