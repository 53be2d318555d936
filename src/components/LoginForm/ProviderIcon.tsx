import React, { type ReactNode } from 'react';
import type { ProviderIcon as ProviderIconName } from '@site/contract/factors';

/**
 * The brand marks of the single sign-on providers an icon can be chosen for (contract/factors.ts), drawn inline
 * so a button costs no request and works under the site's content security policy.
 */
const marks: Record<ProviderIconName, ReactNode> = {
  google: (
    <svg aria-hidden="true" viewBox="0 0 18 18">
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.87 2.68-6.62z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.83.86-3.04.86-2.35 0-4.33-1.58-5.04-3.71H.96v2.33A9 9 0 0 0 9 18z"
      />
      <path
        fill="#FBBC05"
        d="M3.96 10.71A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.17.28-1.71V4.96H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.04l3-2.33z"
      />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.59A9 9 0 0 0 .96 4.96l3 2.33C4.67 5.16 6.65 3.58 9 3.58z"
      />
    </svg>
  ),
  apple: (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  ),
  facebook: (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 7.9h-1.6c-.6 0-.8.4-.8.9v1.6h2.4l-.4 2.5h-2V20h-2.7v-7.1H8v-2.5h2V8.5c0-2 1.2-3.1 3-3.1.9 0 1.7.1 2.1.2z"
      />
    </svg>
  ),
  github: (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57v-2.04c-3.34.73-4.04-1.6-4.04-1.6-.55-1.4-1.34-1.77-1.34-1.77-1.08-.74.09-.73.09-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.8 1.3 3.5 1 .1-.78.41-1.3.76-1.6-2.67-.31-5.47-1.34-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22v3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3"
      />
    </svg>
  ),
  gitlab: (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="#E24329"
        d="M12 22.2 16.2 9.3H7.8zM1.9 9.3h5.9L5.3 1.6a.4.4 0 0 0-.8 0zM22.1 9.3h-5.9l2.5-7.7a.4.4 0 0 1 .8 0z"
      />
      <path fill="#FC6D26" d="M12 22.2 7.8 9.3H1.9zM12 22.2l4.2-12.9h5.9z" />
      <path fill="#FCA326" d="M1.9 9.3.6 13.2a.9.9 0 0 0 .3 1L12 22.2zM22.1 9.3l1.3 3.9a.9.9 0 0 1-.3 1L12 22.2z" />
    </svg>
  ),
  line: (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <rect width="24" height="24" rx="5.5" fill="#06C755" />
      <path
        fill="#fff"
        d="M12 4.8c-4.6 0-8.3 3-8.3 6.7 0 3.3 2.9 6.1 6.9 6.6.3.1.6.2.7.4.1.2.1.5 0 .8l-.1.7c0 .2-.2.8.7.4.9-.4 4.9-2.9 6.7-4.9 1.2-1.4 1.8-2.7 1.8-4 0-3.7-3.7-6.7-8.4-6.7z"
      />
    </svg>
  ),
  bitbucket: (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="#2684FF"
        fillRule="evenodd"
        d="M.8 1.2a.8.8 0 0 0-.8.9l3.3 19.9a1.1 1.1 0 0 0 1.1.9h15.8a.8.8 0 0 0 .8-.7L24 2.1a.8.8 0 0 0-.8-.9zm13.7 14.3h-5l-1.3-7.1h7.6z"
      />
    </svg>
  ),
  azuread: (
    <svg aria-hidden="true" viewBox="0 0 21 21">
      <rect x="1" y="1" width="9" height="9" fill="#F25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
      <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
      <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
    </svg>
  ),
};

/** The sign-in widget draws its icons 55 px square, as it does its logo and status icons. */
const iconSize = 55;

export default function ProviderIcon({ name, size = iconSize }: { name: ProviderIconName; size?: number }): ReactNode {
  return (
    <span aria-hidden="true" data-provider-icon={name} style={{ display: 'inline-flex', width: size, height: size }}>
      {React.cloneElement(marks[name] as React.ReactElement<React.SVGProps<SVGSVGElement>>, {
        width: size,
        height: size,
      })}
    </span>
  );
}
