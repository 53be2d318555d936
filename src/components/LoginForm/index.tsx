import { useMemo, type ReactNode } from 'react';
import type { SignInOptions } from '@site/contract/factors';
import { runnableFactors } from '@site/src/auth/factorRunners';
import { readLastHandle, saveLastHandle } from '@site/src/auth/lastHandle';
import { rememberLinkReturn } from '@site/src/auth/linkReturn';
import { signInEvents, type SignInEvents } from '@site/src/auth/events';
import { useSignInFlow, type Attempt, type SignInFlow } from '@site/src/auth/useSignInFlow';
import { PopupBlockedError } from '@site/src/auth/singleSignOnPopup';
import InitialScreen from './InitialScreen';
import AuthenticatingScreen from './AuthenticatingScreen';
import ErrorScreen from './ErrorScreen';
import SuccessScreen from './SuccessScreen';
import { useCodeEntryState } from './useCodeEntryState';

interface Props {
  options: SignInOptions;
  /** Where the reader returns after signing in; the page reloads there so the right build is served. */
  returnTo: string;
  onSignedIn: () => void;
  /** Shown above every screen's title. */
  logo?: ReactNode;
  /** The event bus the form publishes on; the page's shared one unless a test gives its own. */
  events?: SignInEvents;
}

/** The sign-in widget: picks the screen for the state of the login flow. */
export default function LoginForm({ options, returnTo, onSignedIn, logo, events = signInEvents }: Props): ReactNode {
  const factors = useMemo(() => runnableFactors(options.factors), [options]);
  const lastHandle = useMemo(() => (options.rememberLastHandle ? readLastHandle() : undefined), [options]);
  const flow = useSignInFlow(onSignedIn);
  const codeEntry = useCodeEntryState(events, flow.attempt, flow.snapshot.attempt);

  if (flow.succeeded) return <SuccessScreen logo={logo} />;
  if (flow.snapshot.state === 'error') {
    const { error } = flow.snapshot;
    return (
      <ErrorScreen
        logo={logo}
        detail={error instanceof Error ? error.message : undefined}
        onBack={flow.cancel}
        action={error instanceof PopupBlockedError ? redirectInstead(flow) : undefined}
      />
    );
  }
  if (flow.snapshot.state === 'authenticating' && flow.attempt) {
    return (
      <AuthenticatingScreen
        logo={logo}
        attempt={flow.attempt}
        codeEntry={codeEntry}
        events={events}
        onBack={flow.cancel}
        onRetry={flow.retry}
      />
    );
  }
  return (
    <InitialScreen
      logo={logo}
      factors={factors}
      lastHandle={lastHandle}
      onStart={(factor, handle) => {
        // The link's own tab offers the way back to this page (src/auth/linkReturn.ts).
        if (factor.method === 'email_link' || factor.method === 'sms_link') rememberLinkReturn(returnTo);
        flow.start({ factor, handle, returnTo, events }, () => {
          if (handle && options.rememberLastHandle) saveLastHandle(handle);
        });
      }}
    />
  );
}

/** After a blocked popup, the same single sign-on by redirect: the page goes to the provider and back. */
function redirectInstead(flow: SignInFlow): { label: string; onClick: () => void } | undefined {
  const attempt = flow.attempt;
  if (attempt?.factor.method !== 'oidc') return undefined;
  const { factor } = attempt;
  const byRedirect: Attempt = { ...attempt, factor: { ...factor, options: { ...factor.options, mode: 'redirect' } } };
  return {
    label: 'Continue with redirect',
    onClick: () => {
      flow.cancel();
      flow.start(byRedirect);
    },
  };
}
