/**
 * Analytics on every page, registered as a Docusaurus client module: a page view on each route change
 * (VirtualPageLoaded_v1), sign-in outcomes, and the footer's "Privacy settings". Kept small: it
 * ships with every page; the consent banner itself is loaded only when it has something to ask
 * (src/theme/Root.tsx).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { openPrivacySettings, whenAnalyticsAllowed } from '@site/src/analytics/consent';
import { hasPendingSignIn } from '@site/src/analytics/pendingSignIn';
import { track } from '@site/src/analytics/track';

/** The footer's "Privacy settings" button carries this attribute (docusaurus.config.ts). */
export const privacySettingsAttribute = 'data-privacy-settings';

if (ExecutionEnvironment.canUseDOM) {
  // A sign-in that just succeeded reloaded the page before it could be counted; the screens that sign readers in
  // load the tracking themselves, so a reader who does not sign in never downloads it.
  if (hasPendingSignIn()) {
    void import(/* webpackChunkName: "sign-in-tracking" */ '@site/src/analytics/signInTracking').then(
      ({ sendPendingSignInWhenSettled }) => sendPendingSignInWhenSettled(),
    );
  }
  // The page the reader is on when they allow analytics counts as read.
  whenAnalyticsAllowed(() => void track('VirtualPageLoaded_v1', {}));
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${privacySettingsAttribute}]`)) {
      event.preventDefault();
      openPrivacySettings();
    }
  });
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({ location, previousLocation }) => {
  // A new hash or query string on the same page is no new page.
  if (previousLocation && previousLocation.pathname === location.pathname) return;
  void track('VirtualPageLoaded_v1', {});
};
