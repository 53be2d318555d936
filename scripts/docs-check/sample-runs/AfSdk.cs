// The part of the AF SDK that the in-memory historian's readings are made of (AFValue, AFTime, AFValues), with
// working bodies. It replaces gsharp/api/afsdk/OSIsoft.AFSDK.cs, whose bodies only throw, when check:docs runs the
// samples that state an output (see README.md beside this file). Only what those samples touch is here: a sample that
// uses more fails to compile in the run, and the member is added here.
namespace OSIsoft.AF.Asset
{
    public class AFValue
    {
        public AFValue() { }
        public AFValue(object? value, OSIsoft.AF.Time.AFTime timestamp)
        {
            Value = value;
            Timestamp = timestamp;
        }
        public bool IsGood { get; set; } = true;
        public bool Questionable { get; set; }
        public OSIsoft.AF.Time.AFTime Timestamp { get; set; }
        public object? Value { get; set; }
        public double ValueAsDouble() => System.Convert.ToDouble(Value, System.Globalization.CultureInfo.InvariantCulture);
        public int ValueAsInt32() => System.Convert.ToInt32(Value, System.Globalization.CultureInfo.InvariantCulture);
    }

    public class AFValues : System.Collections.Generic.List<AFValue>
    {
        public AFValues() { }
        public AFValues(int capacity) : base(capacity) { }
        public AFValues(System.Collections.Generic.IEnumerable<AFValue> values) : base(values) { }
    }
}

namespace OSIsoft.AF.Time
{
    public readonly struct AFTime : System.IComparable<AFTime>, System.IEquatable<AFTime>
    {
        public AFTime(System.DateTime time) => UtcTime = Tideline.GSharp.InMemory.Historian.AsUtc(time);
        public AFTime(string timeString) : this(System.DateTime.Parse(timeString, System.Globalization.CultureInfo.InvariantCulture,
            System.Globalization.DateTimeStyles.AssumeUniversal | System.Globalization.DateTimeStyles.AdjustToUniversal)) { }
        public static AFTime Now => new(Tideline.GSharp.InMemory.Historian.ExecutionTime);
        public System.DateTime LocalTime => UtcTime.ToLocalTime();
        public System.DateTime UtcTime { get; }
        public int CompareTo(AFTime other) => UtcTime.CompareTo(other.UtcTime);
        public bool Equals(AFTime other) => UtcTime == other.UtcTime;
        public override bool Equals(object? obj) => obj is AFTime other && Equals(other);
        public override int GetHashCode() => UtcTime.GetHashCode();
        public override string ToString() => UtcTime.ToString("yyyy-MM-dd HH:mm:ss", System.Globalization.CultureInfo.InvariantCulture);
        public static implicit operator AFTime(System.DateTime time) => new(time);
        public static bool operator ==(AFTime left, AFTime right) => left.Equals(right);
        public static bool operator !=(AFTime left, AFTime right) => !left.Equals(right);
    }
}

namespace OSIsoft.AF.PI
{
    // Declared so that the API examples' `using OSIsoft.AF.PI;` resolves; the in-memory historian has no PI points.
    public sealed class PIPoint
    {
        internal PIPoint() { }
        public string Name => "";
    }
}
