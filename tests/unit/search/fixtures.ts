/** Pagefind results as `result.data()` returns them for a built page. */
import type { PagefindPage } from '@site/src/search/pagefindHits';

export const systemRequirements: PagefindPage = {
  url: '/gSharp/Getting Started/Installation/SystemRequirements',
  excerpt: 'This page lists what the gSharp <mark>Server</mark>, gSharp Manager and developer workstations need',
  meta: { title: 'gSharp system requirements', lvl0: 'gSharp' },
  anchors: [
    { element: 'h2', id: 'gsharp-server', text: 'gSharp Server', location: 40 },
    { element: 'h3', id: 'server-core', text: 'Server Core', location: 90 },
    { element: 'h2', id: 'gsharp-manager', text: 'gSharp Manager', location: 120 },
    { element: 'h2', id: 'sizing', text: 'Sizing example', location: 200 },
  ],
  sub_results: [
    {
      title: 'gSharp system requirements',
      url: '/gSharp/Getting Started/Installation/SystemRequirements',
      excerpt: 'what the gSharp <mark>Server</mark>, gSharp Manager',
      locations: [12],
    },
    {
      title: 'gSharp Server',
      url: '/gSharp/Getting%20Started/Installation/SystemRequirements#gsharp-server',
      anchor: { element: 'h2', id: 'gsharp-server', text: 'gSharp Server', location: 40 },
      excerpt: 'gSharp <mark>Server</mark>. Windows <mark>Server</mark> 2019 Standard',
      locations: [41, 50],
    },
    {
      title: 'Server Core',
      url: '/gSharp/Getting%20Started/Installation/SystemRequirements#server-core',
      anchor: { element: 'h3', id: 'server-core', text: 'Server Core', location: 90 },
      excerpt: '<mark>Server</mark> Core is supported for the <mark>server</mark> itself; use &lt;T&gt;',
      locations: [90, 95, 99],
    },
    {
      title: 'Sizing example',
      url: '/gSharp/Getting%20Started/Installation/SystemRequirements#sizing',
      anchor: { element: 'h2', id: 'sizing', text: 'Sizing example', location: 200 },
      excerpt: 'one <mark>server</mark> runs 40 contexts',
      locations: [205],
    },
  ],
};

export const genericPage: PagefindPage = {
  url: '/gSharp/Development/Namespaces/Analytics/Find',
  excerpt: 'Returns the first <mark>value</mark> where x &lt; y',
  meta: { title: 'List<T>.Find & friends', lvl0: 'gSharp' },
  anchors: [],
  sub_results: [],
};
