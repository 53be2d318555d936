/**
 * The countries the sign-in form lists first, and the countries sign-in texts go to unless the operator adds more
 * (SMS_COUNTRIES): every text costs money, and a country nobody reads from is only a destination for toll fraud.
 */
export const preferredCountryCodes = ['AU', 'IN', 'AE', 'GB', 'US'] as const;
