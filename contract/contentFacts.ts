/**
 * The figures and names that more than one page states, each stated once: schedules, call-in intervals, limits and
 * defaults, rates, retention, versions and support dates. Pages write them with `<Fact id="…" />`
 * (src/components/Fact), the gSharp Limits and defaults page is generated from them (scripts/docs-check/limitsPage.ts),
 * and `npm run check:docs` reports a number written in prose next to a fact's name that is none of the registered
 * values for that name (scripts/docs-check/proseFacts.ts). Change a figure here, never on a page. Figures only staff
 * pages state (SLO and paging figures, API limits) are in ./staffContentFacts.ts instead: this module is bundled into
 * the public build.
 */

export interface ContentFact {
  /** The fact as pages write it, in a sentence or a table cell: "60 seconds". */
  text: string;
  /** The number a prose mention must equal; absent for facts that are names or dates. */
  value?: number;
  /**
   * Phrases that name the fact in prose, `#` where its number stands ("# failed executions in a row"). A number written
   * there must be the value of a fact that shares the phrase, so a page cannot state another figure for the same thing.
   */
  names?: readonly string[];
}

export const contentFacts = {
  // gSharp: per context
  'gsharp.calculationLimit': { text: '60 seconds', value: 60, names: ['CalculationLimit of #'] },
  'gsharp.maxQueueSize': { text: '1000 triggers', value: 1000, names: ['MaxQueueSize of #', 'queue of #'] },
  'gsharp.failuresBeforeFaulted': {
    text: '10',
    value: 10,
    names: ['# failed executions in a row', '# executions in a row', '# consecutive failures'],
  },
  // gSharp: lifecycle times
  'gsharp.terminationTime': { text: '30 seconds', value: 30 },
  'gsharp.drainTimeout': {
    text: '120 seconds',
    value: 120,
    names: ['drain waits up to #', 'drainTimeoutSeconds of #'],
  },
  'gsharp.abortedCodeGrace': { text: '30 seconds', value: 30 },
  'gsharp.hostRestartDelay': { text: '10 seconds', value: 10, names: ['restarted automatically #', 'restarting in #'] },
  'gsharp.naturalTriggerLatency': { text: '2 to 10 seconds' },
  // gSharp: server settings
  'gsharp.recalculationShare': { text: '0.25', value: 0.25, names: ['recalculationShare of #'] },
  'gsharp.historianTimeout': { text: '30 seconds', value: 30, names: ['timeoutSeconds of #'] },
  'gsharp.bufferMaxSize': { text: '2048 MB', value: 2048, names: ['maxSizeMB of #'] },
  'gsharp.bufferRetryFirst': { text: '5 seconds', value: 5, names: ['retries every #'] },
  'gsharp.bufferRetryMax': { text: '5 minutes', value: 5, names: ['backing off to every #'] },
  'gsharp.logRetention': { text: '30 days', value: 30, names: ['log keeps messages for #', 'retainDays of #'] },
  'gsharp.managementPort': { text: '5460', value: 5460, names: ['management port #'] },
  'gsharp.heartbeatInterval': { text: 'every minute' },
  // gSharp: memory, processors, disk
  'gsharp.memoryPerHost': { text: 'about 150 MB per loaded assembly version', value: 150 },
  'gsharp.serverMemory': { text: '8 GB minimum, 16 GB recommended' },
  'gsharp.minimumVcpu': { text: '4 vCPU', value: 4, names: ['# vCPU minimum'] },
  'gsharp.executionSeconds': {
    text: 'about 0.3 s',
    value: 0.3,
    names: ['one execution of #', 'execution with its write takes #'],
  },
  'gsharp.executionsPerMinutePerContext': {
    text: 'about 200 executions per minute',
    value: 200,
    names: ['# executions per minute per context', '# executions per second per context', 'one context sustains #'],
  },
  'gsharp.executionsPerMinutePerVcpu': {
    text: 'about 200 executions per minute',
    value: 200,
    names: ['# executions per minute per vCPU', 'one vCPU sustains #'],
  },
  'gsharp.disk': { text: '40 GB free minimum, 100 GB on SSD recommended' },
  'gsharp.versionsKept': { text: 'the last 5', value: 5, names: ['keeps the last #', 'last # versions'] },
  // gSharp: historian data and time
  'gsharp.valuesPerCall': { text: 'at most 150,000', value: 150000, names: ['ArcMaxCollect of #'] },
  'gsharp.blobSize': { text: 'up to 976 bytes', value: 976 },
  'gsharp.clockOffsetInterval': { text: 'every 10 minutes', value: 10 },
  // gSharp: historian API
  'api.gsharpRequestsPerMinute': {
    text: '20,000 requests per minute',
    value: 20000,
    names: ["gSharp Server's client #", 'gSharp Server clients: #', '# historian requests per minute'],
  },
  // gSharp: platform and support horizon
  'gsharp.version': { text: '4.2' },
  'gsharp.targetFramework': { text: '`net8.0`' },
  'gsharp.serverOs': { text: 'Windows Server 2019 or 2022' },
  'gsharp.visualStudio': { text: 'Visual Studio 2022 version 17.8 or later' },
  'dotnet8.endOfSupport': { text: '10 November 2026' },
  'dotnet10.endOfSupport': { text: '14 November 2028' },
  'gsharp42.securityFixesUntil': { text: '31 May 2027' },
  // Platform: devices and NRW
  'devices.callInInterval': {
    text: 'every 60 minutes',
    value: 60,
    names: ['call in every #', 'call-in interval of #'],
  },
  'devices.completenessThreshold': {
    text: '95 %',
    value: 95,
    names: ['completeness below #', 'below # completeness', 'less than # of its readings', 'less than # of them'],
  },
  'nrw.nightFlowRun': { text: '05:30' },
  'nrw.nightWindow': { text: '00:00 to 05:00' },
  'nrw.mnfStamp': { text: '05:00' },
} as const satisfies Record<string, ContentFact>;

export type FactId = keyof typeof contentFacts;

export function isFactId(id: string): id is FactId {
  return Object.hasOwn(contentFacts, id);
}

/** The fact as a page writes it; throws for an id no fact has, so a mistyped id stops the build. */
export function factText(id: string): string {
  if (!isFactId(id)) throw new Error(`<Fact id="${id}"> names no fact of contract/contentFacts.ts`);
  return contentFacts[id].text;
}
