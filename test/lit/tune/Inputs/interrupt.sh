#!/usr/bin/env bash
# Ctrl-C (SIGINT) stops msched-tune after the candidate in flight: exit 130,
# a final note, the summary, and every measured candidate in the database.
set -uo pipefail
dir=$1
workload=$2
db=$dir/database_tuning_record.json
msched-tune "$workload" --work-dir "$dir" --trials 40 --trials-per-round 4 \
  --population 16 --threads 1 --number 1 --min-repeat-ms 1 --skip-untuned \
  --cost-model random --seed 5 > "$dir/out.log" 2>&1 &
pid=$!
for _ in $(seq 600); do
  [ -f "$db" ] && [ "$(wc -l < "$db")" -ge 3 ] && break
  sleep 0.1
done
kill -INT "$pid"
wait "$pid"
echo "exit code $?"
cat "$dir/out.log"
echo "records: $(wc -l < "$db")"
