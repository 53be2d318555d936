import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Factor, Handle, HandleType } from '@site/contract/factors';
import { defaultTab, factorsForHandleType, handleTabs, providerFactors, showsDivider } from '@site/src/auth/factors';
import ScreenHeader from './ScreenHeader';
import HandleForm from './HandleForm';
import ProviderButtons from './ProviderButtons';
import { loadPhoneNumberField } from './loadPhoneNumberField';
import { loginText, tabLabels } from './loginText';
import styles from './styles.module.css';

interface Props {
  logo?: ReactNode;
  factors: Factor[];
  /** The last handle used, when remembering is on: it picks the tab and fills the field. */
  lastHandle: Handle | undefined;
  onStart: (factor: Factor, handle: Handle | undefined) => void;
}

const preloadPhoneField = () => void loadPhoneNumberField();

/**
 * The first sign-in screen: logo and titles, an email and a phone tab when both kinds of method exist (the
 * last handle's type opens first, else email), the tab's form, the "or" divider, and provider buttons.
 */
export default function InitialScreen({ logo, factors, lastHandle, onStart }: Props): ReactNode {
  const tabs = handleTabs(factors);
  const [tab, setTab] = useState<HandleType | undefined>(() => defaultTab(factors, lastHandle?.type));
  const tabFactors = tab
    ? factorsForHandleType(factors, tab).filter((f): f is Exclude<Factor, { method: 'oidc' }> => f.method !== 'oidc')
    : [];

  return (
    <div className={styles.screen} data-screen="initial">
      <ScreenHeader logo={logo} title={loginText.title} subtitle={loginText.subtitle} />
      {tabs.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label="Sign in by">
          {tabs.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              id={`login-tab-${type}`}
              aria-selected={tab === type}
              aria-controls="login-tab-panel"
              className={clsx(styles.tab, tab === type && styles.tabActive)}
              {...(type === 'phone_number'
                ? { onMouseOver: preloadPhoneField, onFocus: preloadPhoneField, onTouchStart: preloadPhoneField }
                : {})}
              onClick={() => setTab(type)}
            >
              {tabLabels[type]}
            </button>
          ))}
        </div>
      )}
      {tab && (
        <div
          id="login-tab-panel"
          {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `login-tab-${tab}` } : {})}
        >
          <HandleForm
            key={tab}
            type={tab}
            factors={tabFactors}
            prefill={lastHandle?.type === tab ? lastHandle.value : undefined}
            onSubmit={(factor, handle) => onStart(factor, handle)}
          />
        </div>
      )}
      {factors.some((factor) => factor.method === 'webauthn') && (
        // Passkeys also sit in the Email tab's list (the specification's place), where few readers look for them.
        <button
          type="button"
          className={clsx('button button--secondary button--block', styles.passkeyButton)}
          onClick={() => onStart({ method: 'webauthn' }, undefined)}
        >
          {loginText.passkeyButton}
        </button>
      )}
      {showsDivider(factors) && <div className={styles.divider}>{loginText.divider}</div>}
      <ProviderButtons providers={providerFactors(factors)} onChoose={(factor) => onStart(factor, undefined)} />
    </div>
  );
}
