// The part of the Tideline.GSharp surface (gsharp/api/ref/Tideline.GSharp.cs) that the samples stating an output use,
// with bodies that read and write the in-memory historian (Historian.cs) instead of throwing. Signatures are the
// reference's; a sample that calls a member missing here fails to compile in the run, naming it, and the member is
// added here with the semantics GSharp.xml documents.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using OSIsoft.AF.Asset;
using Tideline.GSharp.InMemory;

namespace Tideline.GSharp.PI
{
    public enum MessageLevel
    {
        mlErrors = 1,
        mlWarnings = 2,
        mlUserMessage = 3,
        mlDebug = 4,
    }

    public enum TagAliasUsedType
    {
        Input = 0,
        Output = 1,
        InputOutput = 2,
        NotUsed = 3,
    }

    public abstract class PIACEClassModule
    {
        public string Context { get; internal set; } = "";
        public DateTime ExecutionTime => Historian.ExecutionTime;
        // A run is one scheduled execution, never a recalculation.
        public bool IsManualRecalculating => false;
        public bool IsRecalculating => false;
        public string Name { get; set; } = "";
        public bool SendDataToPI { get; set; } = true;
        public abstract void ACECalculations();
        public virtual void InitializePIACEPoints() { }
        public virtual void ModuleDependentInitialization() { }
        public virtual void ModuleDependentTermination() { }
    }

    public class PIACEPoint
    {
        private readonly string alias;
        private object? assigned;
        private DateTime? resultTimestamp;

        public PIACEPoint(string alias) => this.alias = alias;
        public PIACEPoint(string alias, TagAliasUsedType usedAs) : this(alias) => TagUsedAsType = usedAs;

        private Series Series => Historian.Point(alias);

        public bool SendDataToPI { get; set; } = true;
        public string Tag => alias;
        public TagAliasUsedType TagUsedAsType { get; } = TagAliasUsedType.InputOutput;

        public DateTime ResultTimestamp
        {
            get => resultTimestamp ?? Historian.ExecutionTime;
            set => resultTimestamp = Historian.AsUtc(value);
        }

        /// <summary>The value at the execution time, or the one assigned in this call.</summary>
        public object Value
        {
            get => assigned ?? GetValue();
            set => assigned = value;
        }

        public bool IsSet() => assigned is not null;
        public void ResetCurrentValue() => assigned = null;

        /// <summary>Writes what Value was assigned, at ResultTimestamp: the server does it when ACECalculations returns.</summary>
        internal void WriteAssignedValue()
        {
            if (assigned is not null && SendDataToPI) Historian.Record(alias, assigned, ResultTimestamp);
            assigned = null;
            resultTimestamp = null;
        }

        public object GetValue() => GetValue(Historian.ExecutionTime);
        public object GetValue(DateTime time) => Series.ValueAt(Historian.AsUtc(time))?.Value ?? "No Data";
        public object GetValue(string time) => GetValue(Historian.ParseTime(time));
        public bool IsGood() => IsGood(Historian.ExecutionTime);
        public bool IsGood(DateTime time) => Series.ValueAt(Historian.AsUtc(time))?.IsGood ?? false;

        public double? Avg(DateTime startTime, DateTime endTime)
        {
            var (goodSeconds, integral) = Series.Integrate(Historian.AsUtc(startTime), Historian.AsUtc(endTime));
            return goodSeconds > 0 ? integral / goodSeconds : null;
        }
        public double? Avg(string startTime, string endTime) => Avg(Historian.ParseTime(startTime), Historian.ParseTime(endTime));

        public double? Total(DateTime startTime, DateTime endTime)
        {
            var (goodSeconds, integral) = Series.Integrate(Historian.AsUtc(startTime), Historian.AsUtc(endTime));
            return goodSeconds > 0 ? integral / 86400.0 : null;
        }
        public double? Total(string startTime, string endTime) => Total(Historian.ParseTime(startTime), Historian.ParseTime(endTime));

        public double PctGood(DateTime startTime, DateTime endTime)
        {
            DateTime start = Historian.AsUtc(startTime), end = Historian.AsUtc(endTime);
            return 100.0 * Series.Integrate(start, end).GoodSeconds / (end - start).TotalSeconds;
        }
        public double PctGood(string startTime, string endTime) => PctGood(Historian.ParseTime(startTime), Historian.ParseTime(endTime));

        public double? Min(DateTime startTime, DateTime endTime) => GoodNumbers(startTime, endTime).DefaultIfEmpty().Min(value => (double?)value);
        public double? Min(string startTime, string endTime) => Min(Historian.ParseTime(startTime), Historian.ParseTime(endTime));
        public double? Max(DateTime startTime, DateTime endTime) => GoodNumbers(startTime, endTime).DefaultIfEmpty().Max(value => (double?)value);
        public double? Max(string startTime, string endTime) => Max(Historian.ParseTime(startTime), Historian.ParseTime(endTime));

        private IEnumerable<double> GoodNumbers(DateTime startTime, DateTime endTime) =>
            Values(startTime, endTime).Where(value => value.IsGood && value.Value is double).Select(value => (double)value.Value!);

        public PIValues Values(DateTime startTime, DateTime endTime) => Values(startTime, endTime, Constants.BoundaryTypeConstants.btInterp);
        public PIValues Values(DateTime startTime, DateTime endTime, int boundaryType) =>
            new(Series.Recorded(Historian.AsUtc(startTime), Historian.AsUtc(endTime), boundaryType)
                .Select(reading => new AFValue(reading.Value, reading.Time) { IsGood = reading.IsGood }));
        public PIValues Values(string startTime, string endTime) => Values(Historian.ParseTime(startTime), Historian.ParseTime(endTime));

        public void PutValue(object value) => PutValue(value, Historian.ExecutionTime);
        public void PutValue(object value, DateTime time)
        {
            if (SendDataToPI) Historian.Record(alias, value, time);
        }
        public void PutValue(object value, DateTime time, int mergeMode) => PutValue(value, time);
        public void PutValue(PIValues values)
        {
            foreach (AFValue value in values) PutValue(value.Value ?? "No Data", value.Timestamp.UtcTime);
        }
    }

    public sealed class PIValues : IEnumerable<AFValue>
    {
        private readonly List<AFValue> values;

        public PIValues() => values = new List<AFValue>();
        public PIValues(IEnumerable<AFValue> values) => this.values = values.ToList();
        public PIValues(double[] values, DateTime[] timestamps) =>
            this.values = values.Zip(timestamps, (value, time) => new AFValue(value, time)).ToList();
        public PIValues(int capacity) => values = new List<AFValue>(capacity);

        public int Count => values.Count;
        public AFValue this[int index] => values[index];
        public void Add(AFValue value) => values.Add(value);
        public void Add(object value, DateTime time) => values.Add(new AFValue(value, time));
        public void Clear() => values.Clear();
        public void RemoveAt(int index) => values.RemoveAt(index);
        public void Sort() => values.Sort((left, right) => left.Timestamp.CompareTo(right.Timestamp));
        public double[] ToDoubleArray() => values.Select(value => value.ValueAsDouble()).ToArray();
        public IEnumerator<AFValue> GetEnumerator() => values.GetEnumerator();
        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
    }

    public static class BuiltInFunctions
    {
        public static void LogMessage(string message) => LogMessage(MessageLevel.mlUserMessage, message, "");
        public static void LogMessage(string message, MessageLevel level) => LogMessage(level, message, "");
        public static void LogMessage(MessageLevel level, string message, string source) =>
            Historian.Log.Add(new LogEntry(level.ToString(), message));
    }

    public static class PITimeFunctions
    {
        private static DateTime Local(DateTime time) => TimeZoneInfo.ConvertTimeFromUtc(Historian.AsUtc(time), TimeZoneInfo.Local);
        public static int PIYear(DateTime time) => Local(time).Year;
        public static int PIMonth(DateTime time) => Local(time).Month;
        public static int PIDay(DateTime time) => Local(time).Day;
        public static int PIHour(DateTime time) => Local(time).Hour;
        public static int PIMinute(DateTime time) => Local(time).Minute;
        public static int PIWeekDay(DateTime time) => (int)Local(time).DayOfWeek;
    }
}

namespace Tideline.GSharp.PI.Constants
{
    public static class BoundaryTypeConstants
    {
        public const int btAuto = 3;
        public const int btInside = 0;
        public const int btInterp = 2;
        public const int btOutside = 1;
    }

    public static class DataMergeConstants
    {
        public const int dmErrorDuplicates = 0;
        public const int dmInsertDuplicates = 1;
        public const int dmInsertNoCompression = 4;
        public const int dmRemoveValues = 5;
        public const int dmReplaceDuplicates = 2;
        public const int dmReplaceOnlyDuplicates = 3;
    }
}

namespace Tideline.GSharp.Analytics
{
    public static class AnalyticsFunctions
    {
        public static double Poly(double x, double[] coefficients) =>
            coefficients.Reverse().Aggregate(0.0, (sum, coefficient) => sum * x + coefficient);
    }
}

namespace Tideline.GSharp.Analytics.Extensions
{
    // Declared so that a sample's `using Tideline.GSharp.Analytics.Extensions;` resolves; add members as samples need them.
    public static class PIPointExtensions { }
}
