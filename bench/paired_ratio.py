#!/usr/bin/env python3
"""The tuned/oneDNN ratio of one bench/report.sh row: the median over the
re-timing rounds of each round's own ratio.

Input: the row's tuned.txt (msched-run tables) and baselines.txt
(msched-baselines tables), where each round starts with a `# round R` line
and a table line is `impl workload threads seconds GFLOP/s %peak`. Rounds
where either side has no line (a failed run) are left out. Prints the median
with 4 decimals, or nothing when no round has both sides.

Why per round: the 2-vCPU VMs this project runs on have slow phases of
seconds that hit one process and not the next (session 34, znver4, TBG at 2
threads: msched 146, 146, 185 GFLOP/s and oneDNN 155, 197, 200 over three
rounds; the medians' ratio 0.74x, the rounds' own ratios 0.94, 0.74, 0.92).
Timed seconds apart, both sides of one round share the phase.
"""
import statistics
import sys


def gflops_by_round(path, impl, workload):
    values, round_id = {}, None
    with open(path) as f:
        for line in f:
            fields = line.split()
            if fields[:2] == ["#", "round"] and len(fields) >= 3:
                round_id = fields[2]
            elif len(fields) >= 5 and fields[0] == impl and fields[1] == workload:
                try:
                    values[round_id] = float(fields[4])
                except ValueError:
                    pass
    return values


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: paired_ratio.py WORKLOAD TUNED_TXT BASELINES_TXT")
    workload, tuned_path, baselines_path = sys.argv[1:]
    tuned = gflops_by_round(tuned_path, "msched", workload)
    onednn = gflops_by_round(baselines_path, "onednn", workload)
    ratios = [tuned[r] / onednn[r] for r in tuned if r in onednn and onednn[r] > 0]
    if ratios:
        print(f"{statistics.median(ratios):.4f}")


if __name__ == "__main__":
    main()
