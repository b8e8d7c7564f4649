#!/usr/bin/env python3
"""Formats bench/report.sh's measurements as one Markdown table per thread
count.

Input: a TSV of `kind workload threads value` rows (the latest of equal
kind, workload and threads wins), where kind is
untuned_s (seconds per call), tuned / onednn / openblas / halide (GFLOP/s),
ratio_onednn (the median of the re-timing rounds' tuned/oneDNN ratios; where
absent, the ratio of the tuned and oneDNN medians), tune_s / halide_tune_s
(tuning wall time, seconds) or trials. GFLOP/s of the
untuned code comes from the `// FLOPs:` line of bench/workloads/NAME.mlir.
Below each table: the geometric mean of tuned/oneDNN over the paper's
workloads that have a oneDNN figure, and the rows below 0.5x oneDNN.
"""
import argparse
import collections
import math
import os
import re
import sys

WORKLOADS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "workloads")


def flops_of(workload):
    with open(os.path.join(WORKLOADS, workload + ".mlir")) as f:
        for line in f:
            m = re.match(r"//\s*FLOPs:\s*(\d+)", line)
            if m:
                return int(m.group(1))
    raise SystemExit(f"report_table: no '// FLOPs:' line in {workload}.mlir")


def number(text):
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) and value > 0 else None


def gflops_cell(value, peak):
    if value is None:
        return "-"
    if peak:
        return f"{value:.1f} ({100 * value / peak:.0f}%)"
    return f"{value:.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("rows")
    parser.add_argument("--peak-1", type=float, default=0)
    parser.add_argument("--peak-2", type=float, default=0)
    parser.add_argument("--paper", default="", help="comma-separated paper workloads")
    args = parser.parse_args()
    paper = [w for w in args.paper.split(",") if w]

    data = collections.defaultdict(dict)  # (threads, workload) -> kind -> value
    order = []
    with open(args.rows) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 4:
                continue
            kind, workload, threads, value = parts
            key = (int(threads), workload)
            if key not in data:
                order.append(key)
            data[key][kind] = number(value)

    out = sys.stdout
    for threads in sorted({t for t, _ in order}):
        peak = {1: args.peak_1, 2: args.peak_2}.get(threads)
        out.write(f"\n### {threads} thread{'s' if threads > 1 else ''}"
                  f" (GFLOP/s, % of {peak:g} GFLOP/s peak)\n\n" if peak else
                  f"\n### {threads} threads (GFLOP/s)\n\n")
        out.write("| workload | trials | untuned | tuned msched | oneDNN | OpenBLAS"
                  " | Halide Adams2019 | tuned / oneDNN | msched tuning s"
                  " | Halide autoschedule s |\n")
        out.write("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
        ratios, below = [], []
        for t, workload in order:
            if t != threads:
                continue
            row = data[(t, workload)]
            untuned_s = row.get("untuned_s")
            untuned = flops_of(workload) / untuned_s / 1e9 if untuned_s else None
            tuned, onednn = row.get("tuned"), row.get("onednn")
            ratio = row.get("ratio_onednn")
            if ratio is None and tuned and onednn:
                ratio = tuned / onednn
            if ratio is not None and workload in paper:
                ratios.append(ratio)
            if ratio is not None and ratio < 0.5:
                below.append(f"{workload} ({ratio:.2f}x)")
            trials = row.get("trials")
            cells = [
                workload,
                f"{trials:.0f}" if trials else "-",
                gflops_cell(untuned, peak),
                gflops_cell(tuned, peak),
                gflops_cell(onednn, peak),
                gflops_cell(row.get("openblas"), peak),
                gflops_cell(row.get("halide"), peak),
                f"{ratio:.2f}x" if ratio is not None else "-",
                f"{row['tune_s']:.0f}" if row.get("tune_s") else "-",
                f"{row['halide_tune_s']:.1f}" if row.get("halide_tune_s") else "-",
            ]
            out.write("| " + " | ".join(cells) + " |\n")
        if ratios:
            geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
            out.write(f"\nGeometric mean of tuned/oneDNN over the {len(ratios)} paper"
                      f" workloads with a oneDNN figure: {geomean:.2f}x.\n")
        if below:
            out.write("Below 0.5x oneDNN: " + ", ".join(below) + ".\n")


if __name__ == "__main__":
    main()
