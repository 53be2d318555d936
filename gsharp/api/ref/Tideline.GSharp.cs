// The public surface of the Tideline.GSharp assembly, kept the way dotnet/runtime keeps its ref/ sources: every
// public declaration with its full signature, and bodies that only throw. The reference generator
// (plugins/gsharp-api) joins each declaration to its documentation in ../GSharp.xml by documentation ID, and the
// documentation samples compile against the assembly this file builds (Tideline.GSharp.csproj).
//
// Conventions the generator relies on: types are written fully qualified (System.DateTime, OSIsoft.AF.PI.PIPoint)
// or as C# keywords (double, string, object), exactly as GenAPI writes them, so a declaration's documentation ID
// needs no using directives to work out. Documentation comments live in GSharp.xml, not here.
namespace Tideline.GSharp.Analytics
{
    public static partial class AnalyticsFunctions
    {
        public static readonly System.DateTime EpochTime;
        public static readonly System.DateTime EpochTimeMax;
        public static double Avg(double[] values) { throw null; }
        public static double Avg(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double Avg(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static bool BadVal(object? value) { throw null; }
        public static bool BadVal(OSIsoft.AF.Asset.AFValue? value) { throw null; }
        public static double Curve(double x, double[] xValues, double[] yValues) { throw null; }
        public static double Curve(double x, double[,] table) { throw null; }
        public static OSIsoft.AF.Asset.AFElement? GetAFElementFromPath(string path) { throw null; }
        public static OSIsoft.AF.Asset.AFElement? GetAFElementFromPath(string path, OSIsoft.AF.AFDatabase database) { throw null; }
        public static bool HasChanged(OSIsoft.AF.PI.PIPoint point, ref OSIsoft.AF.Asset.AFValue? lastValue) { throw null; }
        public static bool HasChanged(OSIsoft.AF.PI.PIPoint point, System.DateTime since) { throw null; }
        public static double Max(double[] values) { throw null; }
        public static double Max(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double Max(Tideline.GSharp.PI.PIValues values, out System.DateTime timestamp) { throw null; }
        public static double Max(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double Median(double[] values) { throw null; }
        public static double Median(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double Median(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double Min(double[] values) { throw null; }
        public static double Min(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double Min(Tideline.GSharp.PI.PIValues values, out System.DateTime timestamp) { throw null; }
        public static double Min(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static System.DateTime ParseTime(string timeExpression) { throw null; }
        public static System.DateTime ParseTime(string timeExpression, System.DateTime relativeTo) { throw null; }
        public static double Poly(double x, double[] coefficients) { throw null; }
        public static double PStDev(double[] values) { throw null; }
        public static double PStDev(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double PStDev(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double SStDev(double[] values) { throw null; }
        public static double SStDev(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double SStDev(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double Total(double[] values) { throw null; }
        public static double Total(Tideline.GSharp.PI.PIValues values) { throw null; }
        public static double Total(OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double Trunc(double value) { throw null; }
        public static System.DateTime Trunc(System.DateTime time, System.TimeSpan interval) { throw null; }
    }
}
namespace Tideline.GSharp.Analytics.Extensions
{
    public static partial class PIPointExtensions
    {
        public static double? Avg(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? Avg(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double? minimumPercentGood) { throw null; }
        public static double? Avg(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static System.DateTime? FindEQ(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static System.DateTime? FindEQ(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, string state) { throw null; }
        public static System.DateTime? FindEQ(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static System.DateTime? FindGE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static System.DateTime? FindGE(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static System.DateTime? FindGT(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static System.DateTime? FindGT(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static System.DateTime? FindLE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static System.DateTime? FindLE(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static System.DateTime? FindLT(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static System.DateTime? FindLT(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static System.DateTime? FindNE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static System.DateTime? FindNE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, string state) { throw null; }
        public static System.DateTime? FindNE(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double? Max(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? Max(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static double? Mean(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? Mean(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static double? Min(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? Min(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static System.DateTime? NextEvent(this OSIsoft.AF.PI.PIPoint point, System.DateTime time) { throw null; }
        public static System.DateTime? NextEvent(this OSIsoft.AF.PI.PIPoint point, string time) { throw null; }
        public static object? NextVal(this OSIsoft.AF.PI.PIPoint point, System.DateTime time) { throw null; }
        public static object? NextVal(this OSIsoft.AF.PI.PIPoint point, string time) { throw null; }
        public static double PctGood(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double PctGood(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static System.DateTime? PrevEvent(this OSIsoft.AF.PI.PIPoint point, System.DateTime time) { throw null; }
        public static System.DateTime? PrevEvent(this OSIsoft.AF.PI.PIPoint point, string time) { throw null; }
        public static object? PrevVal(this OSIsoft.AF.PI.PIPoint point, System.DateTime time) { throw null; }
        public static object? PrevVal(this OSIsoft.AF.PI.PIPoint point, string time) { throw null; }
        public static double? Range(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? Range(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static OSIsoft.AF.Asset.AFValue RecordedValue(this OSIsoft.AF.PI.PIPoint point, System.DateTime time) { throw null; }
        public static OSIsoft.AF.Asset.AFValue RecordedValue(this OSIsoft.AF.PI.PIPoint point, string time) { throw null; }
        public static Tideline.GSharp.PI.PIValues RecordedValues(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static Tideline.GSharp.PI.PIValues RecordedValues(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, int boundaryType) { throw null; }
        public static Tideline.GSharp.PI.PIValues RecordedValues(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static Tideline.GSharp.PI.PIValues SampledValues(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double intervalSeconds) { throw null; }
        public static Tideline.GSharp.PI.PIValues SampledValues(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, System.TimeSpan interval) { throw null; }
        public static Tideline.GSharp.PI.PIValues SampledValues(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, string interval) { throw null; }
        public static double? StDev(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? StDev(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
        public static double TimeEQ(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static double TimeEQ(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, string state) { throw null; }
        public static double TimeEQ(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double TimeGE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static double TimeGE(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double TimeGT(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static double TimeGT(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double TimeLE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static double TimeLE(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double TimeLT(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static double TimeLT(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double TimeNE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public static double TimeNE(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime, string state) { throw null; }
        public static double TimeNE(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime, double value) { throw null; }
        public static double? Total(this OSIsoft.AF.PI.PIPoint point, System.DateTime startTime, System.DateTime endTime) { throw null; }
        public static double? Total(this OSIsoft.AF.PI.PIPoint point, string startTime, string endTime) { throw null; }
    }
}
namespace Tideline.GSharp.PI
{
    public static partial class BuiltInFunctions
    {
        public static double Abs(double x) { throw null; }
        public static double Acos(double x) { throw null; }
        public static double Asin(double x) { throw null; }
        public static double Atan(double x) { throw null; }
        public static double Atan2(double y, double x) { throw null; }
        public static double Avg(params double[] values) { throw null; }
        public static double Avg(params object?[] values) { throw null; }
        public static bool Badval(object? value) { throw null; }
        public static string Concat(string? first, string? second) { throw null; }
        public static string Concat(params string?[] parts) { throw null; }
        public static double Cos(double x) { throw null; }
        public static double Cosh(double x) { throw null; }
        public static int Day(System.DateTime time) { throw null; }
        public static int Day(string time) { throw null; }
        public static double Exp(double x) { throw null; }
        public static double Frac(double x) { throw null; }
        public static int Hour(System.DateTime time) { throw null; }
        public static int Hour(string time) { throw null; }
        public static double Int(double x) { throw null; }
        public static string Left(string text, int length) { throw null; }
        public static int Len(string? text) { throw null; }
        public static double Log(double x) { throw null; }
        public static double Log10(double x) { throw null; }
        public static void LogMessage(string message) { }
        public static void LogMessage(string message, Tideline.GSharp.PI.MessageLevel level) { }
        public static void LogMessage(Tideline.GSharp.PI.MessageLevel level, string message, string source) { }
        public static double Max(params double[] values) { throw null; }
        public static double Max(params object?[] values) { throw null; }
        public static double Median(params double[] values) { throw null; }
        public static double Median(params object?[] values) { throw null; }
        public static string Mid(string text, int start) { throw null; }
        public static string Mid(string text, int start, int length) { throw null; }
        public static double Min(params double[] values) { throw null; }
        public static double Min(params object?[] values) { throw null; }
        public static int Minute(System.DateTime time) { throw null; }
        public static int Minute(string time) { throw null; }
        public static int Month(System.DateTime time) { throw null; }
        public static int Month(string time) { throw null; }
        public static object? Nextval(string tagName, System.DateTime time) { throw null; }
        public static object? Nextval(string tagName, string time) { throw null; }
        public static object Noutput() { throw null; }
        public static object? Prevval(string tagName, System.DateTime time) { throw null; }
        public static object? Prevval(string tagName, string time) { throw null; }
        public static string Right(string text, int length) { throw null; }
        public static double Round(double x) { throw null; }
        public static double Round(double x, double unit) { throw null; }
        public static int Second(System.DateTime time) { throw null; }
        public static int Second(string time) { throw null; }
        public static int Sgn(double x) { throw null; }
        public static double Sin(double x) { throw null; }
        public static double Sinh(double x) { throw null; }
        public static double Sqr(double x) { throw null; }
        public static double StDev(params double[] values) { throw null; }
        public static double StDev(params object?[] values) { throw null; }
        public static object Tagval(string tagName) { throw null; }
        public static object Tagval(string tagName, System.DateTime time) { throw null; }
        public static double Tan(double x) { throw null; }
        public static double Tanh(double x) { throw null; }
        public static double Total(params double[] values) { throw null; }
        public static double Total(params object?[] values) { throw null; }
        public static int Weekday(System.DateTime time) { throw null; }
        public static int Weekday(string time) { throw null; }
        public static int Year(System.DateTime time) { throw null; }
        public static int Year(string time) { throw null; }
        public static int Yearday(System.DateTime time) { throw null; }
        public static int Yearday(string time) { throw null; }
    }
    public enum MessageLevel
    {
        mlErrors = 1,
        mlWarnings = 2,
        mlUserMessage = 3,
        mlDebug = 4,
    }
    public abstract partial class PIACEClassModule
    {
        protected PIACEClassModule() { }
        public int CalculationLimit { get { throw null; } set { } }
        public string Context { get { throw null; } }
        public double ExeTime { get { throw null; } }
        public System.DateTime ExecutionTime { get { throw null; } }
        public bool IsManualRecalculating { get { throw null; } }
        public bool IsRecalculating { get { throw null; } }
        public int MaxQueueSize { get { throw null; } set { } }
        public string Name { get { throw null; } set { } }
        public long NumberOfAbortedCalculations { get { throw null; } }
        public long NumberOfCalculations { get { throw null; } }
        public long NumberOfCalculationsWithError { get { throw null; } }
        public int NumberOfQueuedCalculations { get { throw null; } }
        public long NumberOfSkippedCalculations { get { throw null; } }
        public string Schedule { get { throw null; } set { } }
        public bool SendDataToPI { get { throw null; } set { } }
        public event System.EventHandler? CalculationCompleted { add { } remove { } }
        public abstract void ACECalculations();
        public virtual void InitializePIACEPoints() { }
        public virtual void ModuleDependentInitialization() { }
        public virtual void ModuleDependentTermination() { }
    }
    public partial class PIACEPoint
    {
        public PIACEPoint(string alias) { }
        public PIACEPoint(string alias, Tideline.GSharp.PI.TagAliasUsedType usedAs) { }
        public PIACEPoint(string server, string alias, Tideline.GSharp.PI.TagAliasUsedType usedAs) { }
        public bool AdjustClockOffset { get { throw null; } set { } }
        public int ArcMode { get { throw null; } set { } }
        public OSIsoft.AF.Asset.AFValue CachedSnapshot { get { throw null; } }
        public double ExeTime { get { throw null; } }
        public System.DateTime ExecutionTime { get { throw null; } }
        public bool IsAlias { get { throw null; } }
        public bool IsQuestionable { get { throw null; } }
        public bool IsRecalculating { get { throw null; } }
        public System.DateTime ResultTimestamp { get { throw null; } set { } }
        public bool SendDataToPI { get { throw null; } set { } }
        public string Server { get { throw null; } }
        public string Tag { get { throw null; } }
        public int TagID { get { throw null; } }
        public Tideline.GSharp.PI.TagAliasUsedType TagUsedAsType { get { throw null; } }
        public object Value { get { throw null; } set { } }
        public event System.EventHandler? ValueWritten { add { } remove { } }
        public string AlarmAckStatus() { throw null; }
        public string AlarmAckStatus(System.DateTime time) { throw null; }
        public string AlarmCondition() { throw null; }
        public string AlarmCondition(System.DateTime time) { throw null; }
        public string AlarmConditionText() { throw null; }
        public string AlarmConditionText(System.DateTime time) { throw null; }
        public int AlarmPriority() { throw null; }
        public int AlarmPriority(System.DateTime time) { throw null; }
        public double? Avg(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? Avg(string startTime, string endTime) { throw null; }
        public int Code() { throw null; }
        public string Desc() { throw null; }
        public string DigState() { throw null; }
        public string DigState(int code) { throw null; }
        public string EU() { throw null; }
        public string ExDesc() { throw null; }
        public System.DateTime? FindEQ(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public System.DateTime? FindEQ(System.DateTime startTime, System.DateTime endTime, string state) { throw null; }
        public System.DateTime? FindEQ(string startTime, string endTime, double value) { throw null; }
        public System.DateTime? FindGE(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public System.DateTime? FindGE(string startTime, string endTime, double value) { throw null; }
        public System.DateTime? FindGT(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public System.DateTime? FindGT(string startTime, string endTime, double value) { throw null; }
        public System.DateTime? FindLE(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public System.DateTime? FindLE(string startTime, string endTime, double value) { throw null; }
        public System.DateTime? FindLT(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public System.DateTime? FindLT(string startTime, string endTime, double value) { throw null; }
        public System.DateTime? FindNE(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public System.DateTime? FindNE(string startTime, string endTime, double value) { throw null; }
        public object? GetAttribute(string name) { throw null; }
        public TValue GetAttribute<TValue>(string name) { throw null; }
        public object GetValue() { throw null; }
        public object GetValue(System.DateTime time) { throw null; }
        public object GetValue(string time) { throw null; }
        public bool IsGood() { throw null; }
        public bool IsGood(System.DateTime time) { throw null; }
        public bool IsSet() { throw null; }
        public bool IsTrigger() { throw null; }
        public double? Max(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? Max(string startTime, string endTime) { throw null; }
        public double? Mean(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? Mean(string startTime, string endTime) { throw null; }
        public double? Min(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? Min(string startTime, string endTime) { throw null; }
        public System.DateTime? NextEvent(System.DateTime time) { throw null; }
        public System.DateTime? NextEvent(string time) { throw null; }
        public object? NextVal(System.DateTime time) { throw null; }
        public object? NextVal(string time) { throw null; }
        public double PctGood(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double PctGood(string startTime, string endTime) { throw null; }
        public Tideline.GSharp.PI.PIPointType PIPointType() { throw null; }
        public System.DateTime? PrevEvent(System.DateTime time) { throw null; }
        public System.DateTime? PrevEvent(string time) { throw null; }
        public object? PrevVal(System.DateTime time) { throw null; }
        public object? PrevVal(string time) { throw null; }
        public void PutValue(object value) { }
        public void PutValue(object value, System.DateTime time) { }
        public void PutValue(object value, System.DateTime time, int mergeMode) { }
        public void PutValue(Tideline.GSharp.PI.PIValues values) { }
        public double? Range(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? Range(string startTime, string endTime) { throw null; }
        public void RefreshAttribute() { }
        public void RefreshAttribute(string name) { }
        public void ResetCurrentValue() { }
        public void SetTag(string alias) { }
        public string Source() { throw null; }
        public double Span() { throw null; }
        public int StateNo(string state) { throw null; }
        public double? StDev(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? StDev(string startTime, string endTime) { throw null; }
        public double TimeEQ(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public double TimeEQ(System.DateTime startTime, System.DateTime endTime, string state) { throw null; }
        public double TimeEQ(string startTime, string endTime, double value) { throw null; }
        public double TimeGE(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public double TimeGE(string startTime, string endTime, double value) { throw null; }
        public double TimeGT(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public double TimeGT(string startTime, string endTime, double value) { throw null; }
        public double TimeLE(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public double TimeLE(string startTime, string endTime, double value) { throw null; }
        public double TimeLT(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public double TimeLT(string startTime, string endTime, double value) { throw null; }
        public double TimeNE(System.DateTime startTime, System.DateTime endTime, double value) { throw null; }
        public double TimeNE(string startTime, string endTime, double value) { throw null; }
        public double? Total(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public double? Total(string startTime, string endTime) { throw null; }
        public double TypVal() { throw null; }
        public Tideline.GSharp.PI.PIValues Values(System.DateTime startTime, System.DateTime endTime) { throw null; }
        public Tideline.GSharp.PI.PIValues Values(System.DateTime startTime, System.DateTime endTime, int boundaryType) { throw null; }
        public Tideline.GSharp.PI.PIValues Values(string startTime, string endTime) { throw null; }
        public double Zero() { throw null; }
    }
    public enum PIPointType
    {
        Int16 = 6,
        Int32 = 8,
        Float16 = 11,
        Float32 = 12,
        Float64 = 13,
        Digital = 101,
        Blob = 102,
        Timestamp = 104,
        String = 105,
    }
    public static partial class PITimeFunctions
    {
        public static bool AdjustClockDrift { get { throw null; } set { } }
        public static System.DateTime FromPITime(double piTime) { throw null; }
        public static int PIDay(double piTime) { throw null; }
        public static int PIDay(System.DateTime time) { throw null; }
        public static int PIHour(double piTime) { throw null; }
        public static int PIHour(System.DateTime time) { throw null; }
        public static int PIMinute(double piTime) { throw null; }
        public static int PIMinute(System.DateTime time) { throw null; }
        public static int PIMonth(double piTime) { throw null; }
        public static int PIMonth(System.DateTime time) { throw null; }
        public static int PISecond(double piTime) { throw null; }
        public static int PISecond(System.DateTime time) { throw null; }
        public static int PIWeekDay(double piTime) { throw null; }
        public static int PIWeekDay(System.DateTime time) { throw null; }
        public static int PIYear(double piTime) { throw null; }
        public static int PIYear(System.DateTime time) { throw null; }
        public static double ToPITime(System.DateTime time) { throw null; }
        public static double Trunc(double piTime, double intervalSeconds) { throw null; }
        public static System.DateTime Trunc(System.DateTime time, double intervalSeconds) { throw null; }
        public static int YearDay(double piTime) { throw null; }
        public static int YearDay(System.DateTime time) { throw null; }
    }
    public sealed partial class PIValues : System.Collections.Generic.IEnumerable<OSIsoft.AF.Asset.AFValue>
    {
        public PIValues() { }
        public PIValues(System.Collections.Generic.IEnumerable<OSIsoft.AF.Asset.AFValue> values) { }
        public PIValues(double[] values, System.DateTime[] timestamps) { }
        public PIValues(int capacity) { }
        public int Count { get { throw null; } }
        public OSIsoft.AF.Asset.AFValue this[int index] { get { throw null; } }
        public void Add(OSIsoft.AF.Asset.AFValue value) { }
        public void Add(object value, System.DateTime time) { }
        public void Clear() { }
        public System.Collections.Generic.IEnumerator<OSIsoft.AF.Asset.AFValue> GetEnumerator() { throw null; }
        public void RemoveAt(int index) { }
        public void Sort() { }
        public OSIsoft.AF.Asset.AFValues ToAFValues() { throw null; }
        public double[] ToDoubleArray() { throw null; }
        public static Tideline.GSharp.PI.PIValues operator +(Tideline.GSharp.PI.PIValues left, Tideline.GSharp.PI.PIValues right) { throw null; }
        [return: System.Diagnostics.CodeAnalysis.NotNullIfNotNull(nameof(values))]
        public static implicit operator OSIsoft.AF.Asset.AFValues?(Tideline.GSharp.PI.PIValues? values) { throw null; }
        [return: System.Diagnostics.CodeAnalysis.NotNullIfNotNull(nameof(values))]
        public static implicit operator Tideline.GSharp.PI.PIValues?(OSIsoft.AF.Asset.AFValues? values) { throw null; }
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { throw null; }
    }
    public enum TagAliasUsedType
    {
        Input = 0,
        Output = 1,
        InputOutput = 2,
        NotUsed = 3,
    }
}
namespace Tideline.GSharp.PI.Constants
{
    public static partial class BoundaryTypeConstants
    {
        public const int btAuto = 3;
        public const int btInside = 0;
        public const int btInterp = 2;
        public const int btOutside = 1;
    }
    public static partial class DataMergeConstants
    {
        public const int dmErrorDuplicates = 0;
        public const int dmInsertDuplicates = 1;
        public const int dmInsertNoCompression = 4;
        public const int dmRemoveValues = 5;
        public const int dmReplaceDuplicates = 2;
        public const int dmReplaceOnlyDuplicates = 3;
    }
}
