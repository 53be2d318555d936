// Runs the samples that state an output, the way the gSharp Server runs a class module: it binds every PIACEPoint
// field to the alias of its name (underscores for spaces), calls ACECalculations() once at the run's execution time,
// then writes the Value assignments. Reads the runs (their seeds) from the JSON file named first, and writes what each
// sample wrote and logged to the JSON file named second; scripts/docs-check/sampleRuns.ts writes the one and reads the other.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Nodes;
using Tideline.GSharp.InMemory;
using Tideline.GSharp.PI;

namespace Tideline.GSharp.InMemory
{
    public static class SampleRunner
    {
        public static int Main(string[] args)
        {
            using JsonDocument runs = JsonDocument.Parse(File.ReadAllText(args[0]));
            var results = new JsonArray();
            foreach (JsonElement run in runs.RootElement.EnumerateArray()) results.Add(Run(run));
            File.WriteAllText(args[1], results.ToJsonString());
            return 0;
        }

        private static JsonObject Run(JsonElement run)
        {
            var result = new JsonObject { ["id"] = run.GetProperty("id").GetString() };
            try
            {
                Historian.Reset(DateTime.Parse(run.GetProperty("executionTime").GetString()!, CultureInfo.InvariantCulture,
                    DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal));
                foreach (JsonProperty point in run.GetProperty("points").EnumerateObject()) Seed(point);
                PIACEClassModule module = CreateModule(run.GetProperty("namespace").GetString()!);
                module.Context = run.GetProperty("context").GetString()!;
                List<PIACEPoint> points = Bind(module);
                module.InitializePIACEPoints();
                module.ModuleDependentInitialization();
                try
                {
                    module.ACECalculations();
                }
                catch (Exception error)
                {
                    // As on the server: an exception discards the Value assignments; PutValue writes stay.
                    result["error"] = $"ACECalculations() threw {error.GetType().Name}: {error.Message}";
                    points.Clear();
                }
                foreach (PIACEPoint point in points) point.WriteAssignedValue();
            }
            catch (Exception error)
            {
                result["error"] = $"{error.GetType().Name}: {error.Message}";
            }
            result["writes"] = new JsonArray(Historian.Writes.Select(write => (JsonNode)new JsonObject
            {
                ["alias"] = write.Alias,
                ["time"] = write.Time.ToString("yyyy-MM-ddTHH:mm:ssZ", CultureInfo.InvariantCulture),
                ["value"] = ValueNode(write.Value),
            }).ToArray());
            result["log"] = new JsonArray(Historian.Log.Select(entry => (JsonNode)new JsonObject
            {
                ["level"] = entry.Level,
                ["message"] = entry.Message,
            }).ToArray());
            return result;
        }

        private static void Seed(JsonProperty point)
        {
            var series = new Series(point.Value.GetProperty("step").GetBoolean());
            foreach (JsonElement reading in point.Value.GetProperty("readings").EnumerateArray())
            {
                JsonElement value = reading.GetProperty("value");
                object? recorded = value.ValueKind switch
                {
                    JsonValueKind.Number => value.GetDouble(),
                    JsonValueKind.True => true,
                    JsonValueKind.False => false,
                    _ => value.GetString(),
                };
                DateTime time = DateTime.Parse(reading.GetProperty("time").GetString()!, CultureInfo.InvariantCulture,
                    DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
                series.Record(new Reading(time, recorded, reading.GetProperty("good").GetBoolean()));
            }
            Historian.Seed(point.Name, series);
        }

        /// <summary>The one class module the sample declares, in the namespace the sample was compiled into.</summary>
        private static PIACEClassModule CreateModule(string sampleNamespace)
        {
            Type[] modules = typeof(SampleRunner).Assembly.GetTypes()
                .Where(type => type.Namespace is string name && (name == sampleNamespace || name.StartsWith(sampleNamespace + ".", StringComparison.Ordinal)))
                .Where(type => !type.IsAbstract && typeof(PIACEClassModule).IsAssignableFrom(type))
                .ToArray();
            if (modules.Length != 1)
            {
                throw new InvalidOperationException($"a sample that runs declares one class module (a PIACEClassModule), not {modules.Length}");
            }
            var module = (PIACEClassModule)Activator.CreateInstance(modules[0], nonPublic: true)!;
            module.Name = modules[0].Name;
            return module;
        }

        /// <summary>What the server does when a context binds: each PIACEPoint field gets the alias of its name.</summary>
        private static List<PIACEPoint> Bind(PIACEClassModule module)
        {
            var points = new List<PIACEPoint>();
            for (Type? type = module.GetType(); type is not null && type != typeof(PIACEClassModule); type = type.BaseType)
            {
                foreach (FieldInfo field in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                {
                    if (field.FieldType != typeof(PIACEPoint)) continue;
                    var point = new PIACEPoint(field.Name.Replace('_', ' '));
                    field.SetValue(module, point);
                    points.Add(point);
                }
            }
            return points;
        }

        private static JsonNode? ValueNode(object value) => value switch
        {
            double number => JsonValue.Create(number),
            float number => JsonValue.Create((double)number),
            int number => JsonValue.Create((double)number),
            long number => JsonValue.Create((double)number),
            decimal number => JsonValue.Create((double)number),
            bool flag => JsonValue.Create(flag),
            _ => JsonValue.Create(Convert.ToString(value, CultureInfo.InvariantCulture)),
        };
    }
}
