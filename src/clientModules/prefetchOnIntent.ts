/**
 * Pages' code is fetched when a reader points at or touches a link (Docusaurus's `preload`), not for every link that
 * scrolls into view (`prefetch`). Prefetching on sight made a first visit to a guide download ~100 KB of other pages'
 * code (every sidebar link is in view), more than the page itself; pointing at a link still starts the fetch before
 * the click.
 *
 * Docusaurus publishes its prefetch/preload object as `window.docusaurus` after client modules run, so this module
 * receives it through a setter and hands links a copy whose `prefetch` does nothing.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusClientApi {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

const prefetchNothing: DocusaurusClientApi['prefetch'] = () => false;

if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => api,
    set: (published: DocusaurusClientApi) => {
      api = { ...published, prefetch: prefetchNothing };
    },
  });
}
