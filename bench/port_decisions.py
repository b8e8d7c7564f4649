#!/usr/bin/env python3
"""Port the decisions of a trace onto the current design space.

    bench/port_decisions.py WORKLOAD.mlir OLD_TRACE.mlir THREADS OUT_TRACE.mlir

A trace records its build's instructions; after a change to the modules the
same decisions give a different schedule. This finds the design-space
schedule (msched-space --schedule N, at THREADS) whose sampling instructions
are the old trace's (same instructions with the same attributes, in order)
and writes it with the old trace's decisions substituted (msched-replay
--decision), so that bench/ab_traces.sh can time the two builds' versions of
one schedule side by side. Exits 1 when no schedule of the space matches.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, 'build', 'tools')
SAMPLE = re.compile(r'(transform\.msched\.sample_\w+)\s+%\S+\s+(.*?)\s*:')
DECISION = re.compile(r'\s*decision = (\[[^\]]*\]|-?\d+)')


def sampling_instructions(text):
    """(instruction without its decision, decision) per sampling instruction."""
    result = []
    for line in text.splitlines():
        m = SAMPLE.search(line)
        if not m:
            continue
        attrs = m.group(2)
        d = DECISION.search(attrs)
        result.append((m.group(1) + ' ' + DECISION.sub('', attrs),
                       d.group(1) if d else None))
    return result


# Forks of the design space that have no sampling instruction of their own
# (a materialized pad, peeled borders, split groups, data tiling): the
# schedule must take the old trace's side of each.
FORK_MARKERS = ('insert_slice_to_copy', 'peel_padding', 'split_grouped_conv',
                'structured.pack ')


def forks(text):
    return [text.count(marker) > 0 for marker in FORK_MARKERS]


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    workload, old, threads, out = sys.argv[1:5]
    old_text = open(old).read()
    wanted = sampling_instructions(old_text)
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(64):
            space = os.path.join(tmp, f'space{index}.mlir')
            r = subprocess.run(
                [os.path.join(TOOLS, 'msched-space'), workload, '--threads',
                 threads, '--samples', '1', '--schedule', str(index),
                 '--emit-space', space], capture_output=True, text=True)
            if r.returncode != 0:
                break
            space_text = open(space).read()
            found = sampling_instructions(space_text)
            if [i for i, _ in found] != [i for i, _ in wanted] or \
                    forks(space_text) != forks(old_text):
                continue
            args = []
            for i, (_, decision) in enumerate(wanted):
                args += ['--decision',
                         f'{i}=' + decision.strip('[]').replace(' ', '')]
            r = subprocess.run(
                [os.path.join(TOOLS, 'msched-replay'), workload, space,
                 '--emit-trace', out, '-o', os.devnull] + args,
                capture_output=True, text=True)
            print(f'schedule {index} of the space matches; replay exit '
                  f'{r.returncode} {r.stderr[-300:]}')
            sys.exit(r.returncode)
    print('no schedule of the space has these sampling instructions')
    sys.exit(1)


if __name__ == '__main__':
    main()
