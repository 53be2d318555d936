import { lazy, Suspense, type ReactNode } from 'react';
import type { Factor } from '@site/contract/factors';
import { providerLabel } from '@site/src/auth/factors';
import styles from './styles.module.css';

// The providers' drawings load only where single sign-on is offered, not with every sign-in form.
const ProviderIcon = lazy(() => import(/* webpackChunkName: "provider-icons" */ './ProviderIcon'));

type ProviderFactor = Extract<Factor, { method: 'oidc' }>;

/** One button per single sign-on provider, with its icon when the configuration names one. */
export default function ProviderButtons({
  providers,
  onChoose,
}: {
  providers: ProviderFactor[];
  onChoose: (factor: ProviderFactor) => void;
}): ReactNode {
  return (
    <>
      {providers.map((factor) => (
        <button
          key={factor.options.providerId}
          type="button"
          className={`button button--secondary button--block ${styles.providerButton}`}
          onClick={() => onChoose(factor)}
        >
          {factor.options.provider && (
            <Suspense fallback={null}>
              <ProviderIcon name={factor.options.provider} />
            </Suspense>
          )}
          Sign in with {providerLabel(factor)}
        </button>
      ))}
    </>
  );
}
