import React, { type ReactNode } from 'react';
import type { Factor } from '@site/config/factors';
import { providerLabel } from '@site/src/auth/factors';
import ProviderIcon from './ProviderIcon';
import styles from './styles.module.css';

type ProviderFactor = Extract<Factor, { method: 'oidc' }>;

/** One button per single sign-on provider, with its icon when the configuration names one (seed §3). */
export default function ProviderButtons({ providers, onChoose }: { providers: ProviderFactor[]; onChoose: (factor: ProviderFactor) => void }): ReactNode {
  return (
    <>
      {providers.map((factor) => (
        <button
          key={factor.options.providerId}
          type="button"
          className={`button button--secondary button--block ${styles.providerButton}`}
          onClick={() => onChoose(factor)}>
          {factor.options.provider && <ProviderIcon name={factor.options.provider} />}
          Sign in with {providerLabel(factor)}
        </button>
      ))}
    </>
  );
}
