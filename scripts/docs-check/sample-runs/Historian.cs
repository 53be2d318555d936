// The in-memory historian behind the runnable samples: each point's recorded values, seeded from the page's
// `sample_runs` front matter, and the PI summaries the gSharp surface computes from them. One run at a time:
// SampleRunner resets it before each sample. Semantics follow the gSharp reference (GSharp.xml):
//
// - A point is continuous (interpolated linearly between good values) unless seeded `step: true`, when a value
//   holds until the next one. A bad value holds until the next value; so does the last value, to the end of a range.
// - Time before a point's first value has no data: it is neither good nor bad time, and counts as not good for PctGood.
// - Avg is the time-weighted mean over the good time, Total the integral over the good time in EU x days (a rate per
//   day, as in PI), PctGood the share of the range that was good. Between two good values the point is good however
//   far apart they are.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.RegularExpressions;

namespace Tideline.GSharp.InMemory
{
    /// <summary>One recorded value of a point.</summary>
    public sealed record Reading(DateTime Time, object? Value, bool IsGood);

    /// <summary>A value written by the sample, in the order written.</summary>
    public sealed record Write(string Alias, DateTime Time, object Value);

    /// <summary>A message the sample logged with LogMessage.</summary>
    public sealed record LogEntry(string Level, string Message);

    /// <summary>The recorded values of one point, in time order.</summary>
    public sealed class Series
    {
        private readonly List<Reading> readings = new();

        public Series(bool step) => Step = step;

        public bool Step { get; }

        public IReadOnlyList<Reading> Readings => readings;

        /// <summary>Records a value, replacing one at the same timestamp (as PutValue does).</summary>
        public void Record(Reading reading)
        {
            readings.RemoveAll(existing => existing.Time == reading.Time);
            int index = readings.FindIndex(existing => existing.Time > reading.Time);
            readings.Insert(index < 0 ? readings.Count : index, reading);
        }

        private Reading? LastAtOrBefore(DateTime time) => readings.LastOrDefault(reading => reading.Time <= time);

        private Reading? FirstAfter(DateTime time) => readings.FirstOrDefault(reading => reading.Time > time);

        private static double? Number(Reading? reading) =>
            reading is { IsGood: true, Value: double or float or int or long or decimal }
                ? Convert.ToDouble(reading.Value, CultureInfo.InvariantCulture)
                : null;

        /// <summary>The value at a time: recorded, interpolated, or held; null before the first value.</summary>
        public Reading? ValueAt(DateTime time)
        {
            Reading? before = LastAtOrBefore(time);
            if (before is null || before.Time == time) return before;
            if (Number(before) is not double from || Step || Number(FirstAfter(time)) is not double to)
            {
                return before with { Time = time };
            }
            Reading after = FirstAfter(time)!;
            double share = (time - before.Time).TotalSeconds / (after.Time - before.Time).TotalSeconds;
            return new Reading(time, from + (to - from) * share, true);
        }

        /// <summary>The good time (seconds) and the integral over it (EU x seconds) from start to end.</summary>
        public (double GoodSeconds, double Integral) Integrate(DateTime start, DateTime end)
        {
            if (end <= start) throw new ArgumentException("endTime is not later than startTime.");
            var cuts = new List<DateTime> { start };
            cuts.AddRange(readings.Where(reading => reading.Time > start && reading.Time < end).Select(reading => reading.Time));
            cuts.Add(end);
            double goodSeconds = 0, integral = 0;
            for (int i = 0; i + 1 < cuts.Count; i++)
            {
                DateTime from = cuts[i], to = cuts[i + 1];
                if (Number(ValueAt(from)) is not double startValue) continue;
                // Interpolation runs toward the next recorded value; a step point, or one whose next value is bad
                // or missing, holds its value over the piece.
                double endValue = Step || Number(FirstAfter(from)) is null ? startValue : Number(ValueAt(to)) ?? startValue;
                double seconds = (to - from).TotalSeconds;
                goodSeconds += seconds;
                integral += (startValue + endValue) / 2.0 * seconds;
            }
            return (goodSeconds, integral);
        }

        /// <summary>The recorded values from start to end, both included, with the boundaries as BoundaryTypeConstants say.</summary>
        public IEnumerable<Reading> Recorded(DateTime start, DateTime end, int boundaryType)
        {
            if (end <= start) throw new ArgumentException("endTime is not later than startTime.");
            var inside = readings.Where(reading => reading.Time >= start && reading.Time <= end).ToList();
            switch (boundaryType)
            {
                case 0: // btInside
                    return inside;
                case 1: // btOutside
                    var outside = new List<Reading>();
                    if (readings.LastOrDefault(reading => reading.Time < start) is Reading first) outside.Add(first);
                    outside.AddRange(inside);
                    if (readings.FirstOrDefault(reading => reading.Time > end) is Reading last) outside.Add(last);
                    return outside;
                case 2: // btInterp
                case 3: // btAuto: interpolated boundaries for a continuous point, as in PI
                    var interpolated = inside.Where(reading => reading.Time > start && reading.Time < end).ToList();
                    if (ValueAt(start) is Reading atStart) interpolated.Insert(0, atStart);
                    if (ValueAt(end) is Reading atEnd) interpolated.Add(atEnd);
                    return interpolated;
                default:
                    throw new ArgumentOutOfRangeException(nameof(boundaryType), boundaryType, "not a boundary type constant");
            }
        }
    }

    /// <summary>The historian of one run: points by alias, the execution time, and what the sample wrote and logged.</summary>
    public static class Historian
    {
        private static readonly Dictionary<string, Series> points = new(StringComparer.OrdinalIgnoreCase);

        public static DateTime ExecutionTime { get; private set; }

        public static List<Write> Writes { get; } = new();

        public static List<LogEntry> Log { get; } = new();

        public static void Reset(DateTime executionTime)
        {
            points.Clear();
            Writes.Clear();
            Log.Clear();
            ExecutionTime = AsUtc(executionTime);
        }

        public static void Seed(string alias, Series series) => points[alias] = series;

        /// <summary>The point an alias names; one nobody seeded has no values.</summary>
        public static Series Point(string alias)
        {
            if (!points.TryGetValue(alias, out Series? series))
            {
                series = new Series(step: false);
                points[alias] = series;
            }
            return series;
        }

        public static void Record(string alias, object value, DateTime time)
        {
            DateTime utc = AsUtc(time);
            Writes.Add(new Write(alias, utc, value));
            Point(alias).Record(new Reading(utc, value, true));
        }

        /// <summary>Timestamps are UTC; a local or unspecified one is read as UTC too (runs use the UTC time zone).</summary>
        public static DateTime AsUtc(DateTime time) =>
            time.Kind == DateTimeKind.Utc ? time : DateTime.SpecifyKind(time, DateTimeKind.Utc);

        private static readonly Regex offset = new(@"\G\s*([+-])\s*(\d+(?:\.\d+)?)\s*(s|m|h|d|w)", RegexOptions.IgnoreCase);

        /// <summary>
        /// A PI time expression relative to the execution time: `*` (the execution time), `t` or `today` (its local
        /// midnight), `y` or `yesterday`, or a timestamp, followed by offsets such as `+3h` or `-15m`.
        /// </summary>
        public static DateTime ParseTime(string expression)
        {
            string text = expression.Trim();
            DateTime localMidnight = TimeZoneInfo.ConvertTimeToUtc(
                TimeZoneInfo.ConvertTimeFromUtc(ExecutionTime, TimeZoneInfo.Local).Date, TimeZoneInfo.Local);
            var bases = new (string Word, DateTime Time)[]
            {
                ("yesterday", localMidnight.AddDays(-1)), ("today", localMidnight), ("*", ExecutionTime),
                ("t", localMidnight), ("y", localMidnight.AddDays(-1)),
            };
            DateTime time = ExecutionTime;
            int position = 0;
            var word = bases.FirstOrDefault(candidate => text.StartsWith(candidate.Word, StringComparison.OrdinalIgnoreCase));
            if (word.Word is not null)
            {
                time = word.Time;
                position = word.Word.Length;
            }
            else if (!text.StartsWith('+') && !text.StartsWith('-'))
            {
                return AsUtc(DateTime.Parse(text, CultureInfo.InvariantCulture,
                    DateTimeStyles.AssumeUniversal | DateTimeStyles.AdjustToUniversal));
            }
            for (Match match = offset.Match(text, position); match.Success; match = offset.Match(text, position))
            {
                double amount = double.Parse(match.Groups[2].Value, CultureInfo.InvariantCulture) * (match.Groups[1].Value == "-" ? -1 : 1);
                time = match.Groups[3].Value.ToLowerInvariant() switch
                {
                    "s" => time.AddSeconds(amount),
                    "m" => time.AddMinutes(amount),
                    "h" => time.AddHours(amount),
                    "d" => time.AddDays(amount),
                    _ => time.AddDays(7 * amount),
                };
                position = match.Index + match.Length;
            }
            if (position != text.Length) throw new FormatException($"'{expression}' is not a PI time expression the in-memory historian reads.");
            return time;
        }
    }
}
