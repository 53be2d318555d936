/**
 * Worked examples are recomputed: each page keeps its example's inputs and stated results as data, and the results
 * must be what the page's formula gives (within the rounding the page writes) and appear in the page's text. A wrong
 * result of each kind the site has is planted and must be reported.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkWorkedExamples,
  exampleProblems,
  formulas,
  writtenNumber,
  type WorkedExample,
} from '../../../scripts/docs-check/workedExamples';

const root = path.resolve(__dirname, '../../..');

const balance: WorkedExample = {
  formula: 'nrw-water-balance',
  inputs: {
    siv: 7300,
    billedMetered: 5800,
    billedUnmetered: 40,
    unbilledMetered: 25,
    unbilledUnmetered: 55,
    unauthorised: 18,
    underRegistrationPercent: 2,
    dataHandling: 12,
    mainsKm: 420,
    connections: 18500,
    meterSetBackM: 8,
    pressureM: 45,
    days: 365,
  },
  results: { carl: '1,232', ili: '2.88', uarlLitresPerDay: '1,172,700', nrwPercentVolume: '20.0 %' },
};
const everyResult = (example: WorkedExample) => Object.values(example.results).join(' ');

describe('a worked example', () => {
  it('whose stated results are what the formula gives, and appear on the page, passes', () => {
    expect(exampleProblems(balance, everyResult(balance))).toEqual([]);
  });

  it('with real losses from billed instead of authorised consumption (1,312 ML) is reported', () => {
    const wrong = { ...balance, results: { ...balance.results, carl: '1,312' } };
    expect(exampleProblems(wrong, everyResult(wrong))).toEqual([
      'worked example nrw-water-balance: the page states carl = 1,312, but the formula gives 1232',
    ]);
  });

  it('with an RDII window capped 72 hours after the rain ended instead of the event start is reported', () => {
    const rdii: WorkedExample = {
      formula: 'rdii-volumes',
      inputs: {
        weekdayAdwf: 62,
        weekendAdwf: 65,
        weekdays: 1,
        weekendDays: 2,
        observedM3: 21385,
        rainMm: 28.4,
        areaHa: 245,
        eventStartDay: 14,
        eventStartHour: 6,
        capHours: 72,
      },
      results: { baselineM3: '16,589', captureCoefficientPercent: '6.9 %', windowEndDay: '17', windowEndHour: '15:00' },
    };
    expect(exampleProblems(rdii, everyResult(rdii))).toEqual([
      'worked example rdii-volumes: the page states windowEndHour = 15:00, but the formula gives 6',
    ]);
  });

  it('with a pump efficiency or a specific energy the hydraulics do not give is reported', () => {
    const pump: WorkedExample = {
      formula: 'pump-efficiency',
      inputs: { flowLps: 120, suctionKpa: 35, dischargeKpa: 349, powerKw: 58.5, density: 1000, gravity: 9.81 },
      results: { efficiencyPercent: '66.4 %', specificEnergy: '135.4' },
    };
    expect(exampleProblems(pump, everyResult(pump))).toEqual([
      expect.stringMatching(
        /^worked example pump-efficiency: the page states efficiencyPercent = 66\.4 %, but the formula gives 64\.4/,
      ),
    ]);
  });

  it('with an SLO budget that is not the objective’s share of the month is reported', () => {
    const slo: WorkedExample = {
      formula: 'slo-budget',
      inputs: { sloPercent: 99.9, days: 31 },
      results: { budgetMinutes: '43.2' },
    };
    expect(exampleProblems(slo, everyResult(slo))).toEqual([
      'worked example slo-budget: the page states budgetMinutes = 43.2, but the formula gives 44.64',
    ]);
  });

  it('whose stated result is not in the page’s text is reported, so the data cannot drift from the prose', () => {
    expect(exampleProblems(balance, 'The page says 1,232 and 2.88 and 20.0 % only.')).toEqual([
      "worked example nrw-water-balance: the result uarlLitresPerDay = 1,172,700 does not appear in the page's text",
    ]);
  });

  it('naming no formula, or a result the formula lacks, is reported', () => {
    expect(exampleProblems({ formula: 'nrw-magic', inputs: {}, results: {} }, '')[0]).toMatch(
      /names no formula "nrw-magic"/,
    );
    expect(exampleProblems({ ...balance, results: { carlPerKm: '8' } }, '8')[0]).toMatch(/has no result carlPerKm/);
  });
});

describe('numbers as pages write them', () => {
  it('keep the decimals they are given to, so rounding is judged by what the page wrote', () => {
    expect(writtenNumber('1,172,700')).toEqual({ value: 1172700, decimals: 0 });
    expect(writtenNumber('20.0 %')).toEqual({ value: 20, decimals: 1 });
    expect(writtenNumber('06:00')).toEqual({ value: 6, decimals: 6 });
    expect(writtenNumber('n/a')).toBeUndefined();
  });
});

describe('the site’s worked examples', () => {
  it('cover the NRW balance and night flow, RDII, pump efficiency and SLO budgets', () => {
    expect(Object.keys(formulas).sort()).toEqual([
      'dma-night-flow',
      'nrw-cost',
      'nrw-water-balance',
      'pump-efficiency',
      'rdii-volumes',
      'slo-budget',
    ]);
  });

  it('all agree with their formulas and their pages', async () => {
    expect(await checkWorkedExamples(root)).toEqual([]);
  });
});
