/**
 * The data a runnable sample runs on, as a page's front matter states it under `sample_runs`, expanded into the
 * recorded values the in-memory historian is seeded with (scripts/docs-check/sample-runs/). The writing guide
 * (staff handbook, Adding a Document) describes the form:
 *
 *   sample_runs:
 *     dma12-night:                          # the ID the sample's fence names: ```csharp run=dma12-night
 *       execution_time: 2026-03-15T00:00Z   # ExecutionTime, UTC
 *       context: DMA12                      # Context; optional
 *       points:                             # by alias (the field name with spaces for underscores)
 *         Households: 2150                  # a static attribute: one value that holds
 *         Net Flow:                         # readings every 15 minutes from start
 *           start: 2026-03-14T00:00Z
 *           every: 15m
 *           values: [16.1, 15.8, ~, { bad: I/O Timeout }]   # ~ is a missing reading, { bad: … } a bad value
 *
 * A point may also be a list of such blocks (a day's profile in parts); `count: 40` repeats a block's values from the
 * first until it has 40 readings, and `step: true` makes the point a step point.
 */
import { z } from 'zod';

interface SeedReading {
  /** ISO 8601, UTC. */
  time: string;
  value: number | string | boolean;
  good: boolean;
}

interface SeedPoint {
  step: boolean;
  readings: SeedReading[];
}

export interface RunSeed {
  executionTime: string;
  context: string;
  points: Record<string, SeedPoint>;
}

/** YAML reads an unquoted timestamp as a Date, a quoted one as text: both mean a UTC time. */
const timeSchema = z.union([z.date(), z.string()]).transform((value, context) => {
  const time = value instanceof Date ? value : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(time.getTime())) {
    context.addIssue({ code: 'custom', message: `"${String(value)}" is not a timestamp (write 2026-03-15T00:00Z)` });
    return z.NEVER;
  }
  return time;
});

const durationSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

const durationSchema = z.string().transform((value, context) => {
  const match = /^(\d+(?:\.\d+)?)\s*(s|m|h|d)$/.exec(value.trim());
  if (!match) {
    context.addIssue({ code: 'custom', message: `"${value}" is not an interval (write 15m, 1h, 30s or 1d)` });
    return z.NEVER;
  }
  return Number(match[1]) * durationSeconds[match[2] as keyof typeof durationSeconds] * 1000;
});

const scalarSchema = z.union([z.number(), z.string(), z.boolean()]);
const slotSchema = z.union([scalarSchema, z.null(), z.strictObject({ bad: z.string() })]);

const segmentSchema = z.strictObject({
  start: timeSchema,
  every: durationSchema,
  values: z.array(slotSchema).min(1),
  count: z.number().int().positive().optional(),
  step: z.boolean().optional(),
});

const pointSchema = z.union([scalarSchema, segmentSchema, z.array(segmentSchema).min(1)]);

const seedSchema = z.strictObject({
  execution_time: timeSchema,
  context: z.string().optional(),
  points: z.record(z.string(), pointSchema),
});

type Segment = z.infer<typeof segmentSchema>;

/** How long before the execution time a static attribute's one value is recorded: it holds over any range read. */
const staticValueAge = 10 * 365 * 86400 * 1000;

/** The segment's slots: its values in order, repeated from the first when `count` asks for more. */
function expandSegment(segment: Segment): SeedReading[] {
  const count = segment.count ?? segment.values.length;
  const slots =
    segment.values.length === 0
      ? []
      : Array.from({ length: count }, (_, index) => segment.values[index % segment.values.length] ?? null);
  return slots.flatMap((slot, index): SeedReading[] => {
    if (slot === null) return [];
    const time = new Date(segment.start.getTime() + index * segment.every).toISOString();
    return typeof slot === 'object' ? [{ time, value: slot.bad, good: false }] : [{ time, value: slot, good: true }];
  });
}

function expandPoint(point: z.infer<typeof pointSchema>, executionTime: Date): SeedPoint {
  if (typeof point !== 'object') {
    return {
      step: true,
      readings: [{ time: new Date(executionTime.getTime() - staticValueAge).toISOString(), value: point, good: true }],
    };
  }
  const segments = Array.isArray(point) ? point : [point];
  return { step: segments.some((segment) => segment.step === true), readings: segments.flatMap(expandSegment) };
}

export type SeedResult = { ok: true; seed: RunSeed } | { ok: false; message: string };

export function readRunSeed(raw: unknown): SeedResult {
  const parsed = seedSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.join('.') || 'the seed'}: ${issue?.message ?? 'not a valid seed'}` };
  }
  const { execution_time: executionTime, context, points } = parsed.data;
  return {
    ok: true,
    seed: {
      executionTime: executionTime.toISOString(),
      context: context ?? 'Sample',
      points: Object.fromEntries(
        Object.entries(points).map(([alias, point]) => [alias, expandPoint(point, executionTime)]),
      ),
    },
  };
}
