// The part of the AVEVA (OSIsoft) AF SDK that the Tideline.GSharp surface and its samples use, declared the way
// dotnet/runtime keeps reference sources. It stands in for OSIsoft.AFSDK.dll so the reference assembly and the
// documentation samples compile without the historian installed. It is not gSharp API: the reference generator
// does not read this file, and pages show these types as code without a link.
namespace OSIsoft.AF
{
    public abstract partial class AFObject
    {
        protected AFObject() { }
        public System.Guid ID { get { throw null; } }
        public string Name { get { throw null; } set { } }
    }
    public sealed partial class AFDatabase : OSIsoft.AF.AFObject
    {
        internal AFDatabase() { }
        public OSIsoft.AF.Asset.AFElements Elements { get { throw null; } }
    }
}
namespace OSIsoft.AF.Asset
{
    public partial class AFElement : OSIsoft.AF.AFObject
    {
        public AFElement() { }
        public AFElement(string name) { }
        public OSIsoft.AF.Asset.AFAttributes Attributes { get { throw null; } }
        public OSIsoft.AF.Asset.AFElements Elements { get { throw null; } }
        public OSIsoft.AF.Asset.AFElement? Parent { get { throw null; } }
        public string GetPath() { throw null; }
    }
    public sealed partial class AFElements : System.Collections.Generic.IEnumerable<OSIsoft.AF.Asset.AFElement>
    {
        internal AFElements() { }
        public int Count { get { throw null; } }
        public OSIsoft.AF.Asset.AFElement this[string name] { get { throw null; } }
        public OSIsoft.AF.Asset.AFElement this[int index] { get { throw null; } }
        public System.Collections.Generic.IEnumerator<OSIsoft.AF.Asset.AFElement> GetEnumerator() { throw null; }
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { throw null; }
    }
    public sealed partial class AFAttribute : OSIsoft.AF.AFObject
    {
        internal AFAttribute() { }
        public OSIsoft.AF.PI.PIPoint? PIPoint { get { throw null; } }
        public OSIsoft.AF.Asset.AFValue GetValue() { throw null; }
        public OSIsoft.AF.Asset.AFValue GetValue(OSIsoft.AF.Time.AFTime time) { throw null; }
    }
    public sealed partial class AFAttributes : System.Collections.Generic.IEnumerable<OSIsoft.AF.Asset.AFAttribute>
    {
        internal AFAttributes() { }
        public int Count { get { throw null; } }
        public OSIsoft.AF.Asset.AFAttribute this[string name] { get { throw null; } }
        public OSIsoft.AF.Asset.AFAttribute this[int index] { get { throw null; } }
        public System.Collections.Generic.IEnumerator<OSIsoft.AF.Asset.AFAttribute> GetEnumerator() { throw null; }
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { throw null; }
    }
    public partial class AFValue
    {
        public AFValue() { }
        public AFValue(object? value, OSIsoft.AF.Time.AFTime timestamp) { }
        public bool IsGood { get { throw null; } set { } }
        public bool Questionable { get { throw null; } set { } }
        public OSIsoft.AF.Time.AFTime Timestamp { get { throw null; } set { } }
        public object? Value { get { throw null; } set { } }
        public double ValueAsDouble() { throw null; }
        public int ValueAsInt32() { throw null; }
    }
    public partial class AFValues : System.Collections.Generic.List<OSIsoft.AF.Asset.AFValue>
    {
        public AFValues() { }
        public AFValues(int capacity) { }
        public AFValues(System.Collections.Generic.IEnumerable<OSIsoft.AF.Asset.AFValue> values) { }
    }
    public enum AFBoundaryType
    {
        Inside = 0,
        Outside = 1,
        Interpolated = 2,
    }
}
namespace OSIsoft.AF.Time
{
    public readonly partial struct AFTime : System.IComparable<OSIsoft.AF.Time.AFTime>, System.IEquatable<OSIsoft.AF.Time.AFTime>
    {
        public AFTime(System.DateTime time) { throw null; }
        public AFTime(string timeString) { throw null; }
        public static OSIsoft.AF.Time.AFTime Now { get { throw null; } }
        public System.DateTime LocalTime { get { throw null; } }
        public System.DateTime UtcTime { get { throw null; } }
        public int CompareTo(OSIsoft.AF.Time.AFTime other) { throw null; }
        public bool Equals(OSIsoft.AF.Time.AFTime other) { throw null; }
        public override bool Equals(object? obj) { throw null; }
        public override int GetHashCode() { throw null; }
        public static implicit operator OSIsoft.AF.Time.AFTime(System.DateTime time) { throw null; }
        public static bool operator ==(OSIsoft.AF.Time.AFTime left, OSIsoft.AF.Time.AFTime right) { throw null; }
        public static bool operator !=(OSIsoft.AF.Time.AFTime left, OSIsoft.AF.Time.AFTime right) { throw null; }
    }
    public sealed partial class AFTimeRange
    {
        public AFTimeRange(OSIsoft.AF.Time.AFTime startTime, OSIsoft.AF.Time.AFTime endTime) { }
        public AFTimeRange(string startTime, string endTime) { }
        public OSIsoft.AF.Time.AFTime EndTime { get { throw null; } }
        public OSIsoft.AF.Time.AFTime StartTime { get { throw null; } }
    }
}
namespace OSIsoft.AF.PI
{
    public sealed partial class PIServer
    {
        internal PIServer() { }
        public string Name { get { throw null; } }
    }
    public sealed partial class PIServers : System.Collections.Generic.IEnumerable<OSIsoft.AF.PI.PIServer>
    {
        public PIServers() { }
        public OSIsoft.AF.PI.PIServer DefaultPIServer { get { throw null; } }
        public OSIsoft.AF.PI.PIServer this[string name] { get { throw null; } }
        public System.Collections.Generic.IEnumerator<OSIsoft.AF.PI.PIServer> GetEnumerator() { throw null; }
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { throw null; }
    }
    public sealed partial class PIPoint
    {
        internal PIPoint() { }
        public int ID { get { throw null; } }
        public string Name { get { throw null; } }
        public OSIsoft.AF.PI.PIServer Server { get { throw null; } }
        public OSIsoft.AF.Asset.AFValue CurrentValue() { throw null; }
        public static OSIsoft.AF.PI.PIPoint FindPIPoint(OSIsoft.AF.PI.PIServer piServer, string pointName) { throw null; }
        public static bool TryFindPIPoint(OSIsoft.AF.PI.PIServer piServer, string pointName, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out OSIsoft.AF.PI.PIPoint? point) { throw null; }
        public OSIsoft.AF.Asset.AFValues RecordedValues(OSIsoft.AF.Time.AFTimeRange timeRange, OSIsoft.AF.Asset.AFBoundaryType boundaryType, string? filterExpression, bool includeFilteredValues, int maxCount = 0) { throw null; }
        public void UpdateValue(OSIsoft.AF.Asset.AFValue value, OSIsoft.AF.Data.AFUpdateOption option) { }
    }
}
namespace OSIsoft.AF.Data
{
    public enum AFUpdateOption
    {
        Replace = 0,
        Insert = 1,
        NoReplace = 2,
        ReplaceOnly = 3,
        InsertNoCompression = 5,
        Remove = 6,
    }
}
