import type { Plugin } from 'vite';

/**
 * In the dev server, every /help/<article> path opens help.html, as the Kefu server's storefront fallback does in
 * production: the articles are the served shop's (`GET /api/help`), so no page exists per article at build time.
 */
export function helpPages(): Plugin {
  return {
    name: 'kefu-demo-help-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/help\/[^.?]+$/.test(request.url.split('?')[0] ?? '')) request.url = '/help.html';
        next();
      });
    },
  };
}
