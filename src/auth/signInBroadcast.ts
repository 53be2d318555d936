/**
 * Tells this browser's other tabs that a sign-in link has just signed the reader in. The tab that asked for the link
 * waits on "Check your email" checking the session, but a browser slows a background tab's timers down to about once
 * a minute, so without a word from the link's tab it could sit there long after the reader is signed in.
 * BroadcastChannel reaches every tab of this site in this browser profile; where a browser lacks it, the waiting
 * tab's own checks still get there.
 */
const channelName = 'tideline.signIn';
const signedInMessage = 'signedIn';

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : undefined;
}

/** Called by the link's tab once the link has signed the reader in. */
export function announceSignIn(): void {
  const channel = openChannel();
  channel?.postMessage(signedInMessage);
  channel?.close();
}

/** Calls `listener` when another tab announces a sign-in; returns the function that stops listening. */
export function onSignInElsewhere(listener: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === signedInMessage) listener();
  };
  return () => channel.close();
}
