import { useEffect, useState, type ReactNode } from 'react';
import { fetchSignInOptions, type SignInOptions } from '@site/src/auth/signInOptions';
import LoginForm from '@site/src/components/LoginForm';
import { safeReturnPath } from '@site/contract/returnTarget';
import SiteLogo from '@site/src/components/SiteLogo';
import { trackPageSignIns } from '@site/src/analytics/signInTracking';
import { markJustSignedIn } from '@site/src/auth/signedInNotice';

interface Props {
  /** Where the reader lands after signing in; the full reload there lets the server pick the right build. */
  returnTo: string;
}

/** Fetches the factors the server offers, then shows the login form for them. */
export default function SignInPanel({ returnTo: requested }: Props): ReactNode {
  // Every way into the form (the sign-in page, the dialog on any page, even a page at `//host`) ends here.
  const returnTo = safeReturnPath(requested);
  const [options, setOptions] = useState<SignInOptions | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();

  // Sign-in outcomes are counted from here, where sign-ins start, so other pages never load the tracking.
  useEffect(trackPageSignIns, []);
  useEffect(() => {
    fetchSignInOptions().then(setOptions, (error: unknown) =>
      setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, []);

  if (loadError) {
    return (
      <p role="alert" style={{ color: 'var(--ifm-color-danger-dark)' }}>
        {loadError}
      </p>
    );
  }
  if (!options) return <p aria-live="polite">Loading sign-in options…</p>;
  return (
    <LoginForm
      options={options}
      returnTo={returnTo}
      logo={<SiteLogo />}
      onSignedIn={() => {
        markJustSignedIn();
        window.location.assign(returnTo);
      }}
    />
  );
}
