#!/usr/bin/env bash
# Fault injection for report folder writes (not a timed test; run it by hand).
#
# Builds lifecycle-kit, then runs RUNS (default 200) alternating
#   lifecycle-kit check --out X
#   lifecycle-kit report --events E --out X
# all writing the same X inside a scratch folder, and delivers SIGINT or SIGKILL to each at
# a random point of its run. After every run it checks that
#   - X is absent only before the first run that wrote a report, and otherwise is one
#     complete report: a folder holding exactly the files its .lifecycle-kit-report.json
#     lists, with the listed sizes and SHA-256, and a report.json that parses;
#   - no staging folder (.X.lifecycle-kit-*) is left once a run completed, and a run
#     stopped by SIGINT leaves none of its own;
#   - nothing else in the scratch folder changed (inputs, a project, a stray report.json).
# Prints a summary and exits 1 on any violation.
#
# Usage: Tests/FaultInjection/interrupt-report-writes.sh [SEED] [RUNS]
#   SEED  seeds bash's RANDOM (signals and delays); printed, so a run can be repeated
#   RUNS  how many interrupted runs (default 200)
# Environment: EVENTS=FILE uses that event stream instead of generating one with swift test;
# VERBOSE=1 prints every run (command, signal, delay, exit status).
# The seed fixes the commands, signals and the delays' positions relative to the
# calibrated run time; how far a run has got at that moment still depends on the load.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

SEED=${1:-$(($(date +%s) % 32768))}
RUNS=${2:-200}
RANDOM=$SEED
echo "seed: $SEED (repeat with: $0 $SEED $RUNS)"

echo "== building lifecycle-kit"
swift build --product lifecycle-kit 2>&1 | tail -n 1
KIT="$PWD/.build/debug/lifecycle-kit"
[ -x "$KIT" ] || { echo "error: $KIT was not built" >&2; exit 2; }

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/interrupt-report-writes.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
WORK="$SCRATCH/work"
mkdir -p "$WORK/project/src" "$SCRATCH/inputs" "$SCRATCH/calibration"
echo 'print("hello")' >"$WORK/project/src/main.swift"
echo '{"stray": true}' >"$WORK/report.json"
echo 'keep me' >"$WORK/notes.txt"

if [ -n "${EVENTS:-}" ]; then
  cp "$EVENTS" "$SCRATCH/inputs/events.jsonl"
else
  echo "== writing an event stream with swift test (once)"
  swift test --filter ReferenceConformanceTests --event-stream-output-path "$SCRATCH/inputs/events.jsonl" \
    --event-stream-version 0 >"$SCRATCH/swift-test.log" 2>&1 || { tail -n 20 "$SCRATCH/swift-test.log"; exit 2; }
fi
EVENTS_FILE="$SCRATCH/inputs/events.jsonl"

# The command of run $1: odd runs check, even runs report.
command_of() {
  if [ $(($1 % 2)) -eq 1 ]; then echo check; else echo report; fi
}

run_kit() { # kind, output folder
  if [ "$1" = check ]; then "$KIT" check --out "$2" --timing; else "$KIT" report --events "$EVENTS_FILE" --out "$2" --timing; fi
}

# "TOTAL WRITE": milliseconds a command takes when it replaces an earlier report, and how
# many of them its write phase takes: the slower of two runs after a first one (the
# machine may be shared, so runs vary).
calibrate() {
  local start end write total=0 slowest_write=0 attempt
  (cd "$SCRATCH/calibration" && run_kit "$1" "C-$1" >/dev/null 2>&1)
  for attempt in 1 2; do
    start=$(date +%s%N)
    write=$(cd "$SCRATCH/calibration" && run_kit "$1" "C-$1" 2>&1 | sed -n 's/.*write \([0-9]*\) ms.*/\1/p')
    end=$(date +%s%N)
    [ $(((end - start) / 1000000)) -le "$total" ] || total=$(((end - start) / 1000000))
    [ "${write:-0}" -le "$slowest_write" ] || slowest_write=${write:-0}
  done
  echo "$total $slowest_write"
}
echo "== calibrating"
read -r CHECK_MS CHECK_WRITE_MS <<<"$(calibrate check)"
read -r REPORT_MS REPORT_WRITE_MS <<<"$(calibrate report)"
rm -rf "$SCRATCH/calibration"
echo "uninterrupted runs: check ${CHECK_MS} ms (writing ${CHECK_WRITE_MS} ms), report ${REPORT_MS} ms (writing ${REPORT_WRITE_MS} ms)"
echo "signal delays: half anywhere in [0, 1.5 x run], half around the write phase [run - write - 50 ms, run + write]"

# Sets `delay` to a random number of ms for a run that takes $1 ms, $2 of them writing:
# half the draws anywhere in the run (and a little after), half around its write phase.
# (No command substitution: bash reseeds RANDOM in subshells, which would lose the seed.)
draw_delay() {
  local total=$1 write=$2 low high
  if [ $((RANDOM % 2)) -eq 0 ]; then
    low=0 high=$((total * 15 / 10))
  else
    low=$((total - write - 50)) high=$((total + write))
    [ "$low" -ge 0 ] || low=0
  fi
  delay=$((low + (RANDOM * 32768 + RANDOM) % (high - low + 1)))
}

# Every file of the working folder and the inputs except X and its staging folders: path
# and SHA-256. (The kit's output log lives beside them, in $SCRATCH.)
snapshot_others() {
  (cd "$SCRATCH" && find ./work ./inputs -path ./work/X -prune -o -path './work/.X.lifecycle-kit-*' -prune -o -print0 \
    | sort -z | xargs -0 -I{} sh -c 'if [ -f "$1" ]; then sha256sum "$1"; else echo "- $1"; fi' _ {})
}

# Prints nothing when X is one complete report, else what is wrong.
validate_report() {
  python3 - "$1" <<'PY'
import hashlib, json, os, stat, sys
folder = sys.argv[1]
try:
    if stat.S_ISLNK(os.lstat(folder).st_mode) or not os.path.isdir(folder):
        sys.exit(print("X is not a folder") or 0)
    with open(os.path.join(folder, ".lifecycle-kit-report.json"), "rb") as handle:
        manifest = json.load(handle)
    if manifest.get("format") != "lifecycle-kit report folder" or manifest.get("version") != 1:
        sys.exit(print("manifest format or version is wrong") or 0)
    listed = {entry["name"]: entry for entry in manifest["files"]}
    entries = set(os.listdir(folder)) - {".lifecycle-kit-report.json"}
    if entries != set(listed):
        sys.exit(print(f"entries {sorted(entries)} are not the manifest's {sorted(listed)}") or 0)
    for name, entry in listed.items():
        with open(os.path.join(folder, name), "rb") as handle:
            data = handle.read()
        if len(data) != entry["size"] or hashlib.sha256(data).hexdigest() != entry["sha256"]:
            sys.exit(print(f"{name} does not match the manifest") or 0)
    with open(os.path.join(folder, "report.json"), "rb") as handle:
        json.load(handle)
except Exception as error:
    print(f"not a complete report: {error}")
PY
}

leftovers() { (cd "$WORK" && find . -maxdepth 1 -name '.X.lifecycle-kit-*' | sort | tr '\n' ' '); }

BASELINE=$(snapshot_others)
violations=0
sigint=0 sigkill=0 checks=0 reports=0
finished_first=0 stopped_by_sigint=0 killed=0 killed_while_writing=0 replaced=0
sigint_in_write=0 sigkill_in_write=0
report_seen=0
previous_manifest=""

violation() {
  violations=$((violations + 1))
  echo "VIOLATION run $1 ($2, $3 after ${4} ms): $5"
}

echo "== $RUNS interrupted runs"
for run in $(seq 1 "$RUNS"); do
  kind=$(command_of "$run")
  if [ "$kind" = check ]; then
    checks=$((checks + 1))
    draw_delay "$CHECK_MS" "$CHECK_WRITE_MS"
  else
    reports=$((reports + 1))
    draw_delay "$REPORT_MS" "$REPORT_WRITE_MS"
  fi
  if [ $((RANDOM % 2)) -eq 0 ]; then signal=INT; sigint=$((sigint + 1)); else signal=KILL; sigkill=$((sigkill + 1)); fi
  before_leftovers=$(leftovers)

  (
    cd "$WORK" || exit 2
    if [ "$kind" = check ]; then exec "$KIT" check --out X; else exec "$KIT" report --events "$EVENTS_FILE" --out X; fi
  ) >"$SCRATCH/run.log" 2>&1 &
  pid=$!
  sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
  at_signal=$(leftovers)
  kill -s "$signal" "$pid" 2>/dev/null
  # A staging folder that was not there before the run: the signal hit the write.
  for name in $at_signal; do
    case " $before_leftovers " in *" $name "*) ;; *)
      if [ "$signal" = INT ]; then sigint_in_write=$((sigint_in_write + 1)); else sigkill_in_write=$((sigkill_in_write + 1)); fi
      break
      ;;
    esac
  done
  wait "$pid" 2>/dev/null
  status=$?

  after_leftovers=$(leftovers)
  case $status in
    0 | 1)
      finished_first=$((finished_first + 1))
      [ -z "$after_leftovers" ] || violation "$run" "$kind" "SIG$signal" "$delay" "a completed run left $after_leftovers"
      ;;
    130)
      stopped_by_sigint=$((stopped_by_sigint + 1))
      for name in $after_leftovers; do
        case " $before_leftovers " in *" $name "*) ;; *) violation "$run" "$kind" "SIG$signal" "$delay" "SIGINT left $name" ;; esac
      done
      ;;
    137)
      killed=$((killed + 1))
      [ "$after_leftovers" = "$before_leftovers" ] || killed_while_writing=$((killed_while_writing + 1))
      ;;
    *) violation "$run" "$kind" "SIG$signal" "$delay" "exit status $status: $(tail -n 1 "$SCRATCH/run.log")" ;;
  esac

  if [ -e "$WORK/X" ] || [ -L "$WORK/X" ]; then
    report_seen=1
    problem=$(validate_report "$WORK/X")
    [ -z "$problem" ] || violation "$run" "$kind" "SIG$signal" "$delay" "$problem"
    manifest=$(sha256sum <"$WORK/X/.lifecycle-kit-report.json" 2>/dev/null)
    if [ -n "$previous_manifest" ] && [ "$manifest" != "$previous_manifest" ]; then replaced=$((replaced + 1)); fi
    previous_manifest=$manifest
  elif [ "$report_seen" -eq 1 ]; then
    violation "$run" "$kind" "SIG$signal" "$delay" "X vanished after a report had been written"
  fi
  [ "$(snapshot_others)" = "$BASELINE" ] || violation "$run" "$kind" "SIG$signal" "$delay" "files outside X changed"
  [ -z "${VERBOSE:-}" ] || echo "  run $run: $kind, SIG$signal after $delay ms, status $status"
  [ $((run % 20)) -eq 0 ] && echo "  $run runs, $violations violations"
done

echo "== one last uninterrupted run"
(cd "$WORK" && "$KIT" check --out X >/dev/null 2>&1)
status=$?
[ "$status" -le 1 ] || violation final check none 0 "exit status $status"
[ -z "$(leftovers)" ] || violation final check none 0 "left $(leftovers)"
problem=$(validate_report "$WORK/X")
[ -z "$problem" ] || violation final check none 0 "$problem"
[ "$(snapshot_others)" = "$BASELINE" ] || violation final check none 0 "files outside X changed"

echo "== summary (seed $SEED)"
echo "runs: $RUNS ($checks check, $reports report); signals: $sigint SIGINT, $sigkill SIGKILL"
echo "outcomes: $finished_first finished before the signal, $stopped_by_sigint stopped by SIGINT (status 130), $killed killed by SIGKILL"
echo "signals sent while the run's staging folder existed: $sigint_in_write SIGINT, $sigkill_in_write SIGKILL"
echo "SIGKILLs that left a staging folder behind: $killed_while_writing (removed by later runs); report replaced $replaced times"
echo "violations: $violations"
[ "$violations" -eq 0 ]
