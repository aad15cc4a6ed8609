import { basename, dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Output layout follows the spec (§7): scripts under static/js, styles under
 * static/css, everything else (fonts, images) under static/media, so the
 * server can cache `static/` forever and serve index.html for everything else.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        // an area's page list (features/<area>/lazy-pages.ts) is named after its area
        chunkFileNames: ({ facadeModuleId: id }) =>
          id?.endsWith('/lazy-pages.ts')
            ? `static/js/${basename(dirname(id))}-pages-[hash].js`
            : 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
});
