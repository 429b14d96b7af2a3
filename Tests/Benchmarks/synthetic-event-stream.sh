#!/usr/bin/env bash
# Writes a synthetic Swift Testing event stream (JSON Lines, schema version 0) for
# measuring `lifecycle-kit report`.
#
#   Tests/Benchmarks/synthetic-event-stream.sh N KIND OUT
#
#   N     how many tests; for failed-huge, the megabytes of the failure message (0: 100)
#   KIND  cancelled    every test starts and is cancelled ("not applicable")
#         ended        every test starts and ends (passes)
#         failed-huge  one test failing with a single message of N megabytes
#   OUT   the file to write; "-" writes to standard output
#
# Every test names one rule of the bundled catalog in a leading "[RULE-ID]", cycling
# through the ids below. The same arguments always give the same bytes.
set -euo pipefail

usage() {
    echo "usage: $0 N KIND OUT   (KIND: cancelled, ended or failed-huge)" >&2
    exit 2
}

[[ $# -eq 3 ]] || usage
count=$1
kind=$2
out=$3
[[ $count =~ ^[0-9]+$ ]] || { echo "$0: N must be a whole number, got '$count'" >&2; exit 2; }
case $kind in
    cancelled | ended | failed-huge) ;;
    *) echo "$0: unknown KIND '$kind' (use cancelled, ended or failed-huge)" >&2; exit 2 ;;
esac
[[ $out == "-" ]] && out=/dev/stdout

# Rules of the bundled catalog; Tests/LifecycleReportTests/SyntheticStreamTests checks them.
rules="STATES-039 STATES-043 STATES-034 APG-393 APG-004 APG-005 APG-006 APG-007 APG-009 APG-011"

awk -v count="$count" -v kind="$kind" -v rules="$rules" '
function record(kindName, payload) {
    printf "{\"kind\":\"%s\",\"payload\":{%s},\"version\":0}\n", kindName, payload
}
function event(name, testID, seconds, messages, extra) {
    record("event", sprintf("\"instant\":{\"absolute\":%.4f,\"since1970\":%.4f}", seconds, 1795349199 + seconds) \
        ",\"kind\":\"" name "\",\"messages\":[" messages "]" (testID == "" ? "" : ",\"testID\":\"" testID "\"") extra)
}
function testRecord(testID, name, displayName, line) {
    record("test", "\"displayName\":\"" displayName "\",\"id\":\"" testID "\",\"isParameterized\":false,\"kind\":\"function\"," \
        "\"name\":\"" name "\",\"sourceLocation\":{\"_filePath\":\"\\/src\\/Tests\\/Bench\\/SyntheticTests.swift\"," \
        "\"column\":6,\"fileID\":\"Bench\\/SyntheticTests.swift\",\"line\":" line "}")
}
# About `bytes` bytes of JSON string content: lines of a trace diff joined by \n escapes.
function hugeText(bytes,    text) {
    text = "expected willFinishLaunching@inactive | observed willEnterForeground@background; step 0000 of the trace\\n"
    while (length(text) < bytes) text = text text
    return substr(text, 1, bytes - 2) "."
}
BEGIN {
    ruleCount = split(rules, rule, " ")
    suite = "Bench.SyntheticTests"
    record("test", "\"displayName\":\"Synthetic tests\",\"id\":\"" suite "\",\"kind\":\"suite\",\"name\":\"SyntheticTests\"")
    event("runStarted", "", 0, "", "")
    tests = kind == "failed-huge" ? 1 : count
    for (i = 1; i <= tests; i++) {
        testID = suite "/test" i "()/SyntheticTests.swift:" i ":6"
        testRecord(testID, "test" i "()", "[" rule[(i - 1) % ruleCount + 1] "] synthetic test " i, i)
        seconds = i * 0.001
        event("testStarted", testID, seconds, "", "")
        if (kind == "cancelled") {
            event("testCancelled", testID, seconds + 0.0005, "{\"symbol\":\"skip\",\"text\":\"Test cancelled.\"}",
                ",\"_comments\":[\"not applicable to this synthetic adapter\"]")
        } else if (kind == "failed-huge") {
            text = hugeText((count == 0 ? 100 : count) * 1048576)
            event("issueRecorded", testID, seconds + 0.0002, "{\"symbol\":\"fail\",\"text\":\"" text "\"}",
                ",\"issue\":{\"isKnown\":false,\"sourceLocation\":{\"column\":9,\"fileID\":\"Bench\\/SyntheticTests.swift\",\"line\":" i "}}")
            text = ""
        }
        event("testEnded", testID, seconds + 0.001, "", "")
    }
    event("runEnded", "", tests * 0.001 + 0.01, "", "")
}
' > "$out"
