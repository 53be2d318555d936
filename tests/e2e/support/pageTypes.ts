/**
 * One page of each kind the site has: the accessibility and Lighthouse checks walk these, so a new kind of page is
 * added here once and checked by both.
 */
export const homePage = { kind: 'home page', path: '/' };

export const publicPageTypes = [
  homePage,
  { kind: 'guide with a diagram', path: '/Tideline/Applications/RDII/Overview' },
  { kind: 'API reference page', path: '/gSharp/Development/Namespaces/' },
  {
    kind: 'API member page',
    path: '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics/AnalyticsFunctions/Median/double-array',
  },
  { kind: 'search page with results', path: '/search?q=pump' },
  { kind: 'sign-in page', path: '/sign-in' },
];

/** The kinds only staff see. */
export const staffPageTypes = [
  { kind: 'staff runbook with a diagram', path: '/Internal Documentation/intro' },
  { kind: 'Insights page with its tables and chart', path: '/Internal Documentation/Insights' },
];
