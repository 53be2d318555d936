/** The length of a day, for lifetimes, retention periods and reporting periods counted in days. */
export const dayMs = 24 * 60 * 60 * 1000;

/** The same day in seconds, the unit Better Auth takes lifetimes in. */
export const daySeconds = dayMs / 1000;
