#!/usr/bin/env bash
# One test of eyeshape-mpi (label mpi): runs it under mpiexec and compares
# its table byte for byte with the one-process `eyeshape generate` table of
# the same options (the reference: a separate, already tested code path).
# Usage: run_mpi_case.sh EYESHAPE EYESHAPE_MPI MPIEXEC CASE
#   CASE: np1, np2, np3   one run with 1, 2 or 3 ranks
#         resume          two runs cut short by --max-jobs, then a third to the end
#         other_plan      a log of another plan is refused with one line, left alone
#         plan_only       --plan-only names the plan and job count `generate --shard 1/1` names
#         other_options   a worker started with other table options (it holds no plan, so
#                         it compares rank 0's options hash) stops the run with one line
# 6-cell tables, every placement (1778 jobs): about a second a run.
set -euo pipefail
eyeshape=$1
eyeshape_mpi=$2
mpiexec=$3
case=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

fail() {
  echo "run_mpi_case.sh $case: $*" >&2
  exit 1
}
# mpiexec -q: no launcher banner on a non-zero exit, so stderr is the program's.
run() {
  local ranks=$1
  shift
  "$mpiexec" -q --oversubscribe -np "$ranks" "$eyeshape_mpi" generate -n 6 --threads 1 "$@"
}
expect_status() {
  local want=$1 got=$2
  [ "$got" -eq "$want" ] || fail "exit status $got, expected $want ($(cat err 2>/dev/null))"
}

"$eyeshape" generate -n 6 --threads 1 -q -o reference.eyt

case $case in
  np1 | np2 | np3)
    run "${case#np}" -q -o t.eyt
    cmp reference.eyt t.eyt || fail "table differs from eyeshape generate's"
    [ ! -e t.eyt.log ] || fail "the job log is left behind"
    ;;
  resume)
    # The first run hands out exactly 400 jobs (the cap) and all are solved;
    # the second restores those 400 and adds 400 more; the third finishes,
    # with records split into 7-byte messages to test the chunked transfer.
    status=0
    run 3 -q -o t.eyt --max-jobs 400 2>err || status=$?
    expect_status 3 "$status"
    [ "$(wc -l <err)" -eq 1 ] || fail "expected one line on stderr, got: $(cat err)"
    grep -q "400 of 1778 jobs are in 't.eyt.log'" err || fail "unexpected message: $(cat err)"
    [ -e t.eyt.log ] && [ ! -e t.eyt ] || fail "expected a log and no table after --max-jobs"
    status=0
    run 2 --json -o t.eyt --max-jobs 400 >summary.json 2>err || status=$?
    expect_status 3 "$status"
    grep -q '"jobs_restored":400,"jobs_solved":400' summary.json ||
      fail "second run: $(cat summary.json)"
    run 3 --message-bytes 7 --json -o t.eyt >summary.json
    grep -q '"jobs_left":0,"jobs_restored":800,"jobs_solved":978' summary.json ||
      fail "third run: $(cat summary.json)"
    cmp reference.eyt t.eyt || fail "resumed table differs from eyeshape generate's"
    ;;
  other_plan)
    status=0
    run 3 -q -o t.eyt --max-jobs 5 2>err || status=$?
    expect_status 3 "$status"
    before=$(cksum <t.eyt.log)
    # Same log, another plan (centre only): refused before anything is solved.
    status=0
    run 3 -q -o t.eyt --placements centre 2>err || status=$?
    expect_status 1 "$status"
    [ "$(wc -l <err)" -eq 1 ] || fail "expected one line on stderr, got: $(cat err)"
    grep -q "job log 't.eyt.log' belongs to another plan" err || fail "unexpected: $(cat err)"
    [ "$(cksum <t.eyt.log)" = "$before" ] || fail "the log of another plan was changed"
    [ ! -e t.eyt ] || fail "a table was written"
    ;;
  other_options)
    # MPMD: rank 0 with -n 6, rank 1 with -n 5; the worker is refused before any batch.
    status=0
    "$mpiexec" -q --oversubscribe -np 1 "$eyeshape_mpi" generate -n 6 --threads 1 -q -o t.eyt : \
      -np 1 "$eyeshape_mpi" generate -n 5 --threads 1 -q -o t.eyt 2>err || status=$?
    expect_status 2 "$status"
    [ "$(wc -l <err)" -eq 1 ] || fail "expected one line on stderr, got: $(cat err)"
    grep -q "rank 1 has other table options or another program version than rank 0" err ||
      fail "unexpected: $(cat err)"
    [ ! -e t.eyt ] || fail "a table was written"
    ;;
  plan_only)
    # The shard's summary line: "shard 1/1 of plan HASH: J of J jobs, complete".
    "$eyeshape" generate -n 6 --threads 1 --shard 1/1 -o s.shard >shard.txt
    read -r hash jobs < <(sed -n 's/^shard 1\/1 of plan \([0-9a-f]*\): \([0-9]*\) of .*/\1 \2/p' shard.txt)
    [ -n "$hash" ] || fail "no plan line in: $(cat shard.txt)"
    run 1 --plan-only >plan.txt
    grep -q "^plan $hash: $jobs jobs, " plan.txt || fail "expected plan $hash with $jobs jobs: $(cat plan.txt)"
    [ ! -e s.eyt ] && [ ! -e t.eyt.log ] || fail "--plan-only wrote a file"
    ;;
  *)
    fail "unknown case"
    ;;
esac
