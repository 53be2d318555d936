/**
 * Single sign-on in a popup (the default mode; OIDC_MODE=redirect is the other): a 400×600 window visits
 * the provider and ends on the server's small landing page, which tells this window how it went and closes. This page never
 * leaves, so the login form stays where it was; after success the caller reloads so the right build is
 * served. A blocked popup is an error of its own, so the form can offer the redirect instead.
 */
import { isPopupOutcome, popupCallbackPath, popupSize, type PopupOutcome } from '@site/contract/singleSignOnPopup';
import { requestSingleSignOnEndingOn } from './authClient';
import type { SignInEvents } from './events';
import { signInErrorMessage } from './signInErrors';

/** Shown to the reader as it stands; the sign-in help pages may quote it. */
export const popupBlockedMessage = 'Popup blocked, please consider redirect instead';

export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
  constructor() {
    super(popupBlockedMessage);
  }
}

export interface PopupSignInOptions {
  providerId: string;
  events: SignInEvents;
  /** Back on the login form: closes the popup and stops waiting. */
  signal: AbortSignal;
}

// How often to notice that the reader closed the popup themselves.
const closedPollMs = 500;

function openPopup(): Window | null {
  const { width, height } = popupSize;
  const left = Math.round(window.screenX + (window.outerWidth - width) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - height) / 2);
  return window.open(
    'about:blank',
    'tideline-single-sign-on',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}

/**
 * Opens the popup at once, while the click that asked for it still counts as the reader's gesture (browsers
 * block popups opened later), then sends it to the provider and waits for the landing page's message.
 */
export async function signInWithSingleSignOnPopup({ providerId, events, signal }: PopupSignInOptions): Promise<void> {
  events.emit('oauthFlowStarted', { providerId });
  const popup = openPopup();
  try {
    if (!popup) throw new PopupBlockedError();
    const started = await requestSingleSignOnEndingOn(providerId, popupCallbackPath);
    if (!started.ok) throw new Error(started.message);
    const url = started.body?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('Bad OAuth sign in URL');
    popup.location.replace(url);
    const outcome = await popupOutcome(popup, signal);
    if (outcome.outcome === 'failed') {
      // The popup's address carried the code; only the site's own sentence for it is shown.
      throw new Error(signInErrorMessage(outcome.error));
    }
  } catch (error) {
    if (!signal.aborted)
      events.emit('oauthFlowFailed', { providerId, error: error instanceof Error ? error : new Error(String(error)) });
    throw error;
  } finally {
    if (popup && !popup.closed) popup.close();
  }
}

/** The landing page's message, from that popup and this origin only; anything else is ignored. */
function popupOutcome(popup: Window, signal: AbortSignal): Promise<PopupOutcome> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isPopupOutcome(event.data)) return;
      finish();
      resolve(event.data);
    };
    let grace: number | undefined;
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      // The landing page posts, then closes: give a message already on its way one more turn to arrive.
      grace = window.setTimeout(() => {
        finish();
        reject(new Error('The sign-in window was closed before signing in finished.'));
      }, closedPollMs);
    }, closedPollMs);
    const onAbort = () => {
      finish();
      reject(new Error('Sign-in was cancelled.'));
    };
    function finish() {
      window.clearInterval(watch);
      window.clearTimeout(grace);
      window.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
    }
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
