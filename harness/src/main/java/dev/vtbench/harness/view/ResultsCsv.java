package dev.vtbench.harness.view;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RequestCost;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.contract.Percentile;
import dev.vtbench.contract.stats.LatencySummary;
import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;

import java.util.List;
import java.util.Locale;

/**
 * One CSV row per cell and repetition, with the context columns that make each figure readable on its own. What each
 * request cost and what limited the window come last, the repetition's then the cell's (repeated on each of its rows),
 * so that the columns before them keep their places.
 */
public final class ResultsCsv {
    private static final String HEADER = "cell,status,runtime,jvm,jvm_version,mode,pool_size,profile,cpus,server_cpuset,"
            + "driver_cpuset,scenario,endpoint,model,users,rate,warmup_s,duration_s,repetition,throughput_rps,"
            + "p50_ms,p90_ms,p99_ms,p999_ms,max_ms,ok,ko,server_cpu_pct,server_throttled_periods_pct,server_rss_bytes,"
            + "driver_cpu_pct_of_its_cores,backend_cpu_pct,driver_cores_busy_pct,server_peak_memory_bytes,gc_count,gc_pause_s,live_threads_max,heap_outside_eden_max_bytes,"
            + "voluntary_ctx_switches,involuntary_ctx_switches,vthread_pinned_events,nmt_committed_kb,nmt_other_kb,image_id,started_at,"
            + "cpu_us_per_req,ctx_switches_per_req,gc_pause_share,gc_cpu_share,limited_by,"
            + "cell_cpu_us_per_req_median,cell_cpu_us_per_req_min,cell_cpu_us_per_req_max,cell_limited_by";

    private ResultsCsv() {}

    public static String render(List<CellResult> cells) {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (CellResult cell : cells) {
            CellContext c = cell.context();
            if (cell.repetitions().isEmpty()) {
                csv.append(row(cell, c, "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""))
                        .append(",,,,,,").append(cellCost(cell)).append('\n');
            }
            for (Repetition r : cell.repetitions()) {
                var l = r.load().latencyMicros();
                csv.append(row(cell, c, Integer.toString(r.index()), number(r.load().throughputPerSecond()),
                        millis(l.get(Percentile.P50.key())), millis(l.get(Percentile.P90.key())), millis(l.get(Percentile.P99.key())),
                        millis(l.get(Percentile.P999.key())), millis(l.get(LatencySummary.MAX)),
                        Long.toString(r.load().ok()), Long.toString(r.load().ko()), number(r.resources().serverCpuPercent()),
                        number(r.resources().serverThrottledPeriodsPercent()), Long.toString(r.resources().serverSampledPeakRssBytes()),
                        number(r.resources().driverCpuPercentOfItsCores()), number(r.resources().backendCpuPercent()),
                        number(r.resources().driverCoresBusyPercent()), Long.toString(r.resources().serverPeakMemoryBytes()),
                        Long.toString(r.jvm().gcCount()), number(r.jvm().gcPauseSeconds()), Long.toString(r.jvm().liveThreadsMax()),
                        Long.toString(r.jvm().heapUsedOutsideEdenMaxBytes()), Long.toString(r.jvm().voluntaryContextSwitches()),
                        Long.toString(r.jvm().involuntaryContextSwitches()), Long.toString(r.jvmDiagnostics().virtualThreads().pinned()),
                        Long.toString(r.jvmDiagnostics().nativeMemory().committedKb()),
                        Long.toString(r.jvmDiagnostics().nativeMemory().committedKb(NativeMemorySummary.DIRECT_BUFFERS_CATEGORY))))
                        .append(',').append(cost(r)).append(',').append(cellCost(cell)).append('\n');
            }
        }
        return csv.toString();
    }

    private static String row(CellResult cell, CellContext c, String... measured) {
        String context = c == null ? String.join(",", cell.cell(), cell.status().name(), "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "")
                : String.join(",", quote(cell.cell()), cell.status().name(), c.runtime(), c.jvm(), quote(c.jvmVersion()), c.mode().name(),
                c.poolSize() == null ? "" : c.poolSize().toString(), c.profile(), number(c.cpus()), quote(c.serverCpuset()),
                quote(c.driverCpuset()), c.scenario(), quote(c.endpoint()), c.loadModel().jsonName(), Integer.toString(c.users()),
                Integer.toString(c.rate()), Integer.toString(c.warmupSeconds()), Integer.toString(c.durationSeconds()));
        String tail = c == null ? ",," : "," + quote(c.imageId()) + "," + c.startedAt();
        return context + "," + String.join(",", measured) + tail;
    }

    /** The repetition's cost per request and what limited its window; empty where unknown, never "NaN". */
    private static String cost(Repetition r) {
        RequestCost cost = r.cost();
        return String.join(",", known(cost.cpuMicrosPerRequest()), known(cost.contextSwitchesPerRequest()),
                known(cost.gcPauseShare()), known(cost.gcCpuShare()), r.limitedBy() == null ? "" : quote(r.limitedBy().factor().label()));
    }

    private static String cellCost(CellResult cell) {
        Spread spread = cell.cpuMicrosPerRequest();
        boolean measured = cell.repetitions().stream().anyMatch(Repetition::counted);
        return String.join(",", known(spread.median()), known(spread.min()), known(spread.max()),
                measured ? quote(cell.limitedBy().factor().label()) : "");
    }

    private static String known(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.4f", value) : "";
    }

    private static String millis(Double micros) {
        return micros == null ? "" : String.format(Locale.ROOT, "%.3f", micros / 1000);
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private static String quote(String value) {
        return value == null ? "" : '"' + value.replace("\"", "\"\"") + '"';
    }
}
