/**
 * Worked examples recomputed. A page with a worked example keeps its inputs and the results it states as data, in the
 * front matter field `worked_examples`:
 *
 *     worked_examples:
 *       - formula: slo-budget
 *         inputs: { sloPercent: 99.9, days: 30 }
 *         results: { budgetMinutes: "43.2" }
 *
 * Each result is written as the page writes it ("1,232", "2.88", "20.0 %"), and must appear so in the page's text;
 * the check computes it with the page's formula (below, one function per formula) and reports a stated result that
 * differs by more than the rounding its written decimals allow. So the numbers on the page, the data and the formula
 * cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writtenPages } from './docPages';
import { frontMatterAndBody } from './markdown';
import type { Problem } from './problem';

type Inputs = Readonly<Record<string, number>>;
type Results = Record<string, number>;

/** The named inputs, in order, typed one number per name so the formulas below destructure them without checks. */
function need<const Names extends readonly string[]>(inputs: Inputs, ...names: Names): { [I in keyof Names]: number } {
  return names.map((name) => {
    const value = inputs[name];
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new Error(`input ${name} is missing or not a number`);
    return value;
  }) as { [I in keyof Names]: number };
}

/** The formulas the pages give, by the name `formula:` uses. */
export const formulas: Readonly<Record<string, (inputs: Inputs) => Results>> = {
  /** IWA/AWWA M36 water balance, UARL, ILI and the per-connection KPIs (Non-Revenue Water pages). */
  'nrw-water-balance': (inputs) => {
    const [
      siv,
      billedMetered,
      billedUnmetered,
      unbilledMetered,
      unbilledUnmetered,
      unauthorised,
      underRegistrationPercent,
      dataHandling,
      mainsKm,
      connections,
      setBackM,
      pressureM,
      days,
    ] = need(
      inputs,
      'siv',
      'billedMetered',
      'billedUnmetered',
      'unbilledMetered',
      'unbilledUnmetered',
      'unauthorised',
      'underRegistrationPercent',
      'dataHandling',
      'mainsKm',
      'connections',
      'meterSetBackM',
      'pressureM',
      'days',
    );
    const authorised = billedMetered + billedUnmetered + unbilledMetered + unbilledUnmetered;
    const waterLosses = siv - authorised;
    // The balance table states volumes in whole megalitres, and the later steps use the figures it states.
    const underRegistration = round(billedMetered / (1 - underRegistrationPercent / 100) - billedMetered, 0);
    const apparentLosses = unauthorised + underRegistration + dataHandling;
    const carl = waterLosses - apparentLosses;
    const nrw = unbilledMetered + unbilledUnmetered + waterLosses;
    const privatePipeKm = (connections * setBackM) / 1000;
    const uarlLitresPerDay = (18 * mainsKm + 0.8 * connections + 25 * privatePipeKm) * pressureM;
    const carlLitresPerDay = (carl * 1e6) / days;
    return {
      authorised,
      waterLosses,
      underRegistration,
      apparentLosses,
      carl,
      nrw,
      privatePipeKm,
      uarlLitresPerDay,
      uarlMegalitresPerYear: (uarlLitresPerDay * days) / 1e6,
      carlLitresPerDay,
      ili: carlLitresPerDay / uarlLitresPerDay,
      nrwPercentVolume: (100 * nrw) / siv,
      realLossesPerConnection: carlLitresPerDay / connections,
      apparentLossesPerConnection: (apparentLosses * 1e6) / days / connections,
    };
  },
  /** NRW by cost: unbilled authorised and apparent losses at the retail tariff, real losses at the variable cost. */
  'nrw-cost': (inputs) => {
    const [unbilledAuthorised, apparentLosses, realLosses, tariffPerMl, variableCostPerMl, runningCost] = need(
      inputs,
      'unbilledAuthorised',
      'apparentLosses',
      'realLosses',
      'tariffPerMl',
      'variableCostPerMl',
      'runningCost',
    );
    const commercial = (unbilledAuthorised + apparentLosses) * tariffPerMl;
    const physical = realLosses * variableCostPerMl;
    return {
      commercial,
      physical,
      total: commercial + physical,
      nrwPercentCost: (100 * (commercial + physical)) / runningCost,
    };
  },
  /** DMA night flow: legitimate night use, night flow leakage, night-day factor and daily leakage. */
  'dma-night-flow': (inputs) => {
    const [mnf, households, nonHouseholds, householdAllowance, nonHouseholdAllowance, exceptional, n1] = need(
      inputs,
      'mnf',
      'households',
      'nonHouseholds',
      'householdAllowance',
      'nonHouseholdAllowance',
      'exceptional',
      'n1',
    );
    const householdUse = (households * householdAllowance) / 3600;
    const nonHouseholdUse = (nonHouseholds * nonHouseholdAllowance) / 3600;
    // Rounded as the page rounds its rows, so the leakage follows the figures the reader sees.
    const lnu = round(householdUse, 2) + round(nonHouseholdUse, 2) + exceptional;
    const nfl = round(mnf - lnu, 1);
    const groups = Object.keys(inputs).filter((name) => /^ratio\d+$/.test(name));
    const ndf = round(
      groups.reduce((sum, name) => sum + need(inputs, `hours${name.slice(5)}`)[0] * need(inputs, name)[0] ** n1, 0),
      1,
    );
    const dailyLeakage = nfl * 3.6 * ndf;
    return {
      householdUse,
      nonHouseholdUse,
      lnu,
      nfl,
      ndf,
      dailyLeakage,
      leakagePerProperty: (dailyLeakage * 1000) / (households + nonHouseholds),
    };
  },
  /** Pump hydraulics: head from the pressure difference, hydraulic power, wire-to-water efficiency, specific energy. */
  'pump-efficiency': (inputs) => {
    const [flowLps, suctionKpa, dischargeKpa, powerKw, density, gravity] = need(
      inputs,
      'flowLps',
      'suctionKpa',
      'dischargeKpa',
      'powerKw',
      'density',
      'gravity',
    );
    const head = ((dischargeKpa - suctionKpa) * 1000) / (density * gravity);
    const hydraulicPower = (density * gravity * (flowLps / 1000) * head) / 1000;
    return {
      head,
      hydraulicPower,
      efficiencyPercent: (100 * hydraulicPower) / powerKw,
      specificEnergy: powerKw / (flowLps * 0.0036),
    };
  },
  /** RDII event volumes: baseline from the day types in the window, RDII as observed minus baseline, capture coefficient. */
  'rdii-volumes': (inputs) => {
    const [
      weekdayAdwf,
      weekendAdwf,
      weekdays,
      weekendDays,
      observed,
      rainMm,
      areaHa,
      eventStartDay,
      eventStartHour,
      capHours,
    ] = need(
      inputs,
      'weekdayAdwf',
      'weekendAdwf',
      'weekdays',
      'weekendDays',
      'observedM3',
      'rainMm',
      'areaHa',
      'eventStartDay',
      'eventStartHour',
      'capHours',
    );
    const baseline = (weekdayAdwf * weekdays + weekendAdwf * weekendDays) * 86.4;
    const rdii = observed - baseline;
    const rainfall = rainMm * areaHa * 10;
    return {
      baselineM3: baseline,
      rdiiM3: rdii,
      rainfallM3: rainfall,
      captureCoefficientPercent: (100 * rdii) / rainfall,
      // The window is capped 72 hours after the event starts (not after the rain ends): the day and hour it ends.
      windowEndDay: eventStartDay + Math.floor((eventStartHour + capHours) / 24),
      windowEndHour: (eventStartHour + capHours) % 24,
    };
  },
  /** An availability objective's error budget for a month of the given length. */
  'slo-budget': (inputs) => {
    const [sloPercent, days] = need(inputs, 'sloPercent', 'days');
    return { budgetMinutes: (1 - sloPercent / 100) * days * 24 * 60, monthMinutes: days * 24 * 60 };
  },
};

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A result as the page writes it ("1,172,700", "2.88", "20.0 %"), as a number and the decimals it is given to. */
export function writtenNumber(text: string): { value: number; decimals: number } | undefined {
  // A clock time ("06:00") is a number of hours, stated exactly.
  const clock = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (clock) return { value: Number(clock[1]) + Number(clock[2]) / 60, decimals: 6 };
  const match = /^-?\d{1,3}(?:,\d{3})*(?:\.(\d+))?$|^-?\d+(?:\.(\d+))?$/.exec(
    text.replace(/\s*(%|[A-Za-z/³]+.*)$/, '').trim(),
  );
  if (match === null) return undefined;
  return { value: Number(match[0].replace(/,/g, '')), decimals: (match[1] ?? match[2] ?? '').length };
}

export interface WorkedExample {
  formula: string;
  inputs: Inputs;
  results: Readonly<Record<string, string>>;
}

/** What is wrong with one worked example of a page whose text is `body`. */
export function exampleProblems(example: WorkedExample, body: string): string[] {
  const formula = formulas[example.formula];
  if (formula === undefined)
    return [
      `worked example names no formula "${example.formula}" (scripts/docs-check/workedExamples.ts has ${Object.keys(formulas).join(', ')})`,
    ];
  let computed: Results;
  try {
    computed = formula(example.inputs);
  } catch (error) {
    return [`worked example ${example.formula}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  for (const [name, stated] of Object.entries(example.results)) {
    const value = computed[name];
    const written = writtenNumber(String(stated));
    if (value === undefined) {
      problems.push(
        `worked example ${example.formula} has no result ${name} (it computes ${Object.keys(computed).join(', ')})`,
      );
    } else if (written === undefined) {
      problems.push(`worked example ${example.formula}: ${name} "${stated}" is not a number as a page writes one`);
    } else if (Math.abs(value - written.value) > 0.5 * 10 ** -written.decimals + 1e-9) {
      problems.push(
        `worked example ${example.formula}: the page states ${name} = ${stated}, but the formula gives ${round(value, written.decimals + 2)}`,
      );
    }
    if (!body.includes(String(stated)))
      problems.push(
        `worked example ${example.formula}: the result ${name} = ${stated} does not appear in the page's text`,
      );
  }
  return problems;
}

function isWorkedExample(value: unknown): value is WorkedExample {
  return typeof value === 'object' && value !== null && 'formula' in value && 'inputs' in value && 'results' in value;
}

async function workedExampleProblems(page: string, source: string): Promise<Problem[]> {
  const { frontMatter, content: body } = await frontMatterAndBody(page, source);
  const examples = frontMatter.worked_examples;
  if (examples === undefined) return [];
  const lines = source.split('\n');
  const line = Math.max(1, lines.findIndex((text) => text.startsWith('worked_examples:')) + 1);
  if (!Array.isArray(examples) || !examples.every(isWorkedExample)) {
    return [{ file: page, line, message: 'worked_examples must be a list of { formula, inputs, results }' }];
  }
  return examples.flatMap((example) =>
    exampleProblems(example, body).map((message) => ({ file: page, line, message })),
  );
}

/** The check as `npm run check:docs` runs it: every written page with worked examples. */
export async function checkWorkedExamples(root: string): Promise<Problem[]> {
  const problems = await Promise.all(
    writtenPages(root).map((page) => workedExampleProblems(page, readFileSync(path.join(root, page), 'utf8'))),
  );
  return problems.flat();
}
