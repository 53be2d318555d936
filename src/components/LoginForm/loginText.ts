/** The sign-in widget's wording, its error screen's included. */
export const loginText = {
  title: 'Welcome',
  subtitle: 'Sign in to your account',
  continue: 'Continue',
  divider: 'or',
  retry: 'Retry',
  back: 'Back',
  successTitle: 'You are now authenticated!',
  successSubtitle: 'You can now close this page.',
  errorTitle: 'Something went wrong...',
  errorSubtitle: 'There has been an error while submitting your form. Please try again.',
  factorSelect: 'Sign in with',
  emailLabel: 'Email address',
  phoneLabel: 'Phone number',
  countryLabel: 'Country',
  phoneFieldLoading: 'Loading the country list…',
  codeLabel: 'One-time code',
  passkeyButton: 'Sign in with a passkey',
} as const;

export const tabLabels = { email_address: 'Email', phone_number: 'Phone' } as const;
