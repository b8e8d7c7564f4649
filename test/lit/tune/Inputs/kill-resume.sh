#!/usr/bin/env bash
# Kills msched-tune with SIGKILL mid-run, restarts it, and checks that no
# completed record was lost or changed and that tuning resumed to the budget.
set -euo pipefail
dir=$1
workload=$2
db=$dir/database_tuning_record.json
args=("$workload" --work-dir "$dir" --trials 24 --trials-per-round 4
  --population 16 --threads 1 --number 1 --min-repeat-ms 1 --skip-untuned
  --cost-model random --seed 3 --confirm-top 0)
# (No confirmation: the records are then exactly the trials.)
# The background job is msched-tune itself, so SIGKILL hits the tuner.
msched-tune "${args[@]}" > "$dir/first.log" 2>&1 &
pid=$!
for _ in $(seq 600); do
  [ -f "$db" ] && [ "$(wc -l < "$db")" -ge 6 ] && break
  sleep 0.1
done
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
before=$(wc -l < "$db")
cp "$db" "$dir/before.json"
echo "killed after $before records"
[ "$before" -ge 6 ] && [ "$before" -lt 24 ] || { echo "unexpected count $before"; exit 1; }
msched-tune "${args[@]}" > "$dir/second.log" 2>&1
cat "$dir/second.log"
after=$(wc -l < "$db")
echo "records after restart: $after"
# Every record written before the kill is still there, byte for byte.
head -c "$(stat -c %s "$dir/before.json")" "$db" | cmp - "$dir/before.json"
echo "prefix intact"
