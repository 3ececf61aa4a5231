package io.boardstate.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the machine's CPU went during a phase (Linux /proc): the service, Postgres, Redis, this
 * load generator, and everything else (other work on a shared machine included). Percentages are
 * of the whole machine (all cores).
 */
final class MachineCpu {
    private static final long TICKS_PER_SECOND = 100; // USER_HZ on Linux

    private final List<Long> servicePids;
    private final long startTotal = totalTicks();
    private final long startIdle = idleTicks();
    private final Map<Long, Long> start;

    private MachineCpu(List<Long> servicePids) {
        this.servicePids = servicePids;
        this.start = ticksByPid();
    }

    static MachineCpu start(List<Long> servicePids) {
        return new MachineCpu(servicePids);
    }

    /** "service 41%, postgres 35%, ..." since the start (a process that exited counts as other). */
    String shares() {
        long total = Math.max(1, totalTicks() - startTotal);
        long idle = idleTicks() - startIdle;
        Map<String, Long> used = new LinkedHashMap<>();
        for (String owner : List.of("service", "postgres", "redis", "load generator")) used.put(owner, 0L);
        ticksByPid().forEach((pid, ticks) -> {
            String owner = owner(pid);
            if (owner != null) used.merge(owner, ticks - start.getOrDefault(pid, 0L), Long::sum);
        });
        StringBuilder out = new StringBuilder();
        long named = 0;
        for (var e : used.entrySet()) {
            named += e.getValue();
            out.append(String.format("%s %.0f%%, ", e.getKey(), 100.0 * e.getValue() / total));
        }
        out.append(String.format(
                "other %.0f%%, idle %.0f%%", 100.0 * Math.max(0, total - idle - named) / total, 100.0 * idle / total));
        return out.toString();
    }

    private String owner(long pid) {
        if (servicePids.contains(pid)) return "service";
        if (pid == ProcessHandle.current().pid()) return "load generator";
        String comm = read(Path.of("/proc", Long.toString(pid), "comm")).trim();
        if (comm.startsWith("postgres")) return "postgres";
        if (comm.startsWith("redis")) return "redis";
        return null;
    }

    private static Map<Long, Long> ticksByPid() {
        Map<Long, Long> ticks = new LinkedHashMap<>();
        try (var procs = Files.list(Path.of("/proc"))) {
            procs.map(p -> p.getFileName().toString())
                    .filter(name -> name.chars().allMatch(Character::isDigit))
                    .forEach(name -> ticks.put(Long.parseLong(name), processTicks(Long.parseLong(name))));
        } catch (IOException e) {
            // no /proc: no shares
        }
        return ticks;
    }

    /** utime + stime of a process, in clock ticks (0 when it is gone). */
    static long processTicks(long pid) {
        return statTicks(read(Path.of("/proc", Long.toString(pid), "stat")));
    }

    /** utime + stime from a process's or a thread's stat line (0 when it is empty). */
    private static long statTicks(String stat) {
        int close = stat.lastIndexOf(')');
        if (close < 0) return 0;
        String[] fields = stat.substring(close + 2).split(" ");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    /** CPU ticks of a JVM's JIT compiler threads (named "C1 CompilerThread…", "C2 CompilerThread…"). */
    static long compilerTicks(long pid) {
        long ticks = 0;
        try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks.toList()) {
                String comm = read(task.resolve("comm")).trim();
                if (comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler"))
                    ticks += statTicks(read(task.resolve("stat")));
            }
        } catch (IOException | RuntimeException e) {
            // gone, or no /proc: nothing compiled
        }
        return ticks;
    }

    /** Resident memory of a process in MiB (VmRSS), and its peak (VmHWM). */
    static long[] residentMiB(long pid) {
        long rss = 0, peak = 0;
        for (String line : read(Path.of("/proc", Long.toString(pid), "status")).split("\n")) {
            if (line.startsWith("VmRSS:")) rss = kib(line) / 1024;
            if (line.startsWith("VmHWM:")) peak = kib(line) / 1024;
        }
        return new long[] {rss, peak};
    }

    static double seconds(long ticks) {
        return (double) ticks / TICKS_PER_SECOND;
    }

    private static long kib(String line) {
        return Long.parseLong(line.replaceAll("[^0-9]", ""));
    }

    private static long totalTicks() {
        String[] f = read(Path.of("/proc/stat")).split("\n")[0].trim().split("\\s+");
        long sum = 0;
        for (int i = 1; i < Math.min(f.length, 9); i++) sum += Long.parseLong(f[i]);
        return sum;
    }

    private static long idleTicks() {
        String[] f = read(Path.of("/proc/stat")).split("\n")[0].trim().split("\\s+");
        return Long.parseLong(f[4]) + Long.parseLong(f[5]);
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
