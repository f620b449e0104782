#!/usr/bin/env bash
# bench/compare.sh: compare the ferry CLI with the LLVM 22 / MLIR 22 tools on the
# same generated inputs, in one run: wall time and peak RSS of
#
#   fmt .ll        ferry fmt x.ll                 vs  llvm-as-22 x.ll | llvm-dis-22
#   fmt .mlir      ferry fmt x.mlir               vs  mlir-opt-22 x.mlir
#   import-llvm    ferry -import-llvm x.ll        vs  mlir-translate-22 -import-llvm x.ll
#   mlir-to-llvmir ferry -mlir-to-llvmir x.mlir   vs  mlir-translate-22 -mlir-to-llvmir x.mlir
#
# x.ll is `llvm-stress-22 -seed=1 -size=200000` (about 15 MB), x.mlir its
# `mlir-translate-22 -import-llvm`. Inputs are generated once and kept in the bench
# directory. A ferry command that does not work yet on a small example is reported
# as "not available" rather than failing the run.
#
# usage: bench/compare.sh [--generate-only]
#
# environment:
#   FERRY_BENCH_SEED   llvm-stress seed (1)
#   FERRY_BENCH_SIZE   llvm-stress size (200000)
#   FERRY_BENCH_RUNS   runs per command; the fastest wall time is kept (3)
#   FERRY_BENCH_DIR    where inputs and outputs go (${TMPDIR:-/tmp}/ferry-bench)
#   FERRY_LLVM22_BIN   where the LLVM 22 tools are (/usr/lib/llvm-22/bin)
# Wall times come from hyperfine when it is installed, else from /usr/bin/time,
# which also gives peak RSS (the largest process of a pipeline).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
llvm=${FERRY_LLVM22_BIN:-/usr/lib/llvm-22/bin}
seed=${FERRY_BENCH_SEED:-1}
size=${FERRY_BENCH_SIZE:-200000}
runs=${FERRY_BENCH_RUNS:-3}
dir=${FERRY_BENCH_DIR:-${TMPDIR:-/tmp}/ferry-bench}

mode=compare
case "${1:-}" in
  --generate-only) mode=generate ;;
  "") ;;
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) echo "usage: $0 [--generate-only]" >&2; exit 2 ;;
esac

for t in llvm-stress llvm-as llvm-dis mlir-translate mlir-opt; do
  if [ ! -x "$llvm/$t" ]; then
    echo "compare.sh: $llvm/$t not found; install the oracles with:" >&2
    echo "  apt-get update && apt-get install -y mlir-22-tools llvm-22 llvm-22-dev clang-22" >&2
    exit 2
  fi
done
mkdir -p "$dir"

# calc EXPR: floating-point arithmetic without bc, which minimal systems lack.
calc() { awk "BEGIN { print $1 }"; }

# --- inputs -------------------------------------------------------------------
x="$dir/stress-s$seed-n$size.ll"
m="$dir/stress-s$seed-n$size.mlir"

# gen FILE CMD...: run CMD into FILE unless FILE exists; atomic, timed.
gen() {
  local out=$1; shift
  if [ -s "$out" ]; then
    echo "input $(basename "$out"): cached ($(wc -c <"$out") bytes)"
    return
  fi
  local start end
  start=$(date +%s.%N)
  "$@" >"$out.tmp"
  mv "$out.tmp" "$out"
  end=$(date +%s.%N)
  printf 'input %s: generated in %.2fs (%s bytes)\n' "$(basename "$out")" "$(calc "$end - $start")" "$(wc -c <"$out")"
}
gen "$x" "$llvm/llvm-stress" -seed="$seed" -size="$size" -o -
gen "$m" "$llvm/mlir-translate" -import-llvm "$x" -o -
[ "$mode" = generate ] && exit 0

# --- ferry --------------------------------------------------------------------
ferry="$dir/ferry"
ferry_ok=1
if ! (cd "$root" && go build -o "$ferry" ./cmd/ferry) 2>"$dir/build.err"; then
  ferry_ok=0
fi

# available CMD...: run a ferry command on a small example; print why it is not
# available (its first line of error output) and fail, or succeed silently.
available() {
  if [ $ferry_ok = 0 ]; then
    echo "not available: go build ./cmd/ferry failed: $(grep -m1 . "$dir/build.err" || true)"
    return 1
  fi
  local err
  if ! err=$("$@" 2>&1 >/dev/null); then
    echo "not available: $(echo "$err" | grep -m1 . || echo "exit status $?")"
    return 1
  fi
}

# --- measuring ----------------------------------------------------------------
# measure CMD: run the shell command CMD $runs times; print "WALL RSS_KB", the
# fastest wall time and the largest peak RSS, or "FAIL" when a run fails.
measure() {
  local cmd=$1 best="" rss=0 tf="$dir/time.out" i w r
  for ((i = 0; i < runs; i++)); do
    if [ -x /usr/bin/time ]; then
      if ! /usr/bin/time -f '%e %M' -o "$tf" bash -c "$cmd" 2>"$dir/run.err"; then
        echo FAIL; return
      fi
      read -r w r <"$tf"
    else
      local s e
      s=$(date +%s.%N)
      bash -c "$cmd" 2>"$dir/run.err" || { echo FAIL; return; }
      e=$(date +%s.%N)
      w=$(calc "$e - $s"); r=0
    fi
    if [ -z "$best" ] || [ "$(calc "($w < $best) ? 1 : 0")" = 1 ]; then best=$w; fi
    [ "$r" -gt "$rss" ] && rss=$r
  done
  if command -v hyperfine >/dev/null; then
    local j="$dir/hyperfine.json"
    if hyperfine --runs "$runs" --style none --export-json "$j" "$cmd" >/dev/null 2>&1; then
      best=$(grep -m1 '"min"' "$j" | sed 's/[^0-9.e-]//g')
    fi
  fi
  echo "$best $rss"
}

# --- the comparison -----------------------------------------------------------
printf '\n%-15s %-48s %9s %12s %12s\n' task command wall_s peak_rss_MB output_MB
report() { # task label cmd out
  local task=$1 label=$2 cmd=$3 out=$4 res w r
  res=$(measure "$cmd")
  if [ "$res" = FAIL ]; then
    printf '%-15s %-48s FAILED: %s\n' "$task" "$label" "$(grep -m1 . "$dir/run.err" | cut -c1-200 || true)"
    return
  fi
  read -r w r <<<"$res"
  printf '%-15s %-48s %9.2f %12.1f %12.1f\n' "$task" "$label" "$w" "$(calc "$r / 1024")" \
    "$(calc "$(wc -c <"$out") / 1048576")"
}
# ferry_row task label probe-args -- cmd out
ferry_row() {
  local task=$1 label=$2 probe=$3 cmd=$4 out=$5 why
  # shellcheck disable=SC2086
  if why=$(available "$ferry" $probe); then
    report "$task" "$label" "$cmd" "$out"
  else
    printf '%-15s %-48s %s\n' "$task" "$label" "$why"
  fi
}

hello="$root/corpus/examples/hello.ll"
basics="$root/corpus/mlir/basics.mlir"
o="$dir/out"

report "fmt .ll" "llvm-as-22 | llvm-dis-22" "'$llvm/llvm-as' '$x' -o - | '$llvm/llvm-dis' -o '$o.llvm.ll'" "$o.llvm.ll"
ferry_row "fmt .ll" "ferry fmt" "fmt $hello" "'$ferry' fmt '$x' >'$o.ferry.ll'" "$o.ferry.ll"
report "fmt .mlir" "mlir-opt-22" "'$llvm/mlir-opt' '$m' -o '$o.opt.mlir'" "$o.opt.mlir"
ferry_row "fmt .mlir" "ferry fmt" "fmt $basics" "'$ferry' fmt '$m' >'$o.ferry.mlir'" "$o.ferry.mlir"
report "import-llvm" "mlir-translate-22 -import-llvm" "'$llvm/mlir-translate' -import-llvm '$x' -o '$o.import.mlir'" "$o.import.mlir"
ferry_row "import-llvm" "ferry -import-llvm" "-import-llvm $hello" "'$ferry' -import-llvm '$x' -o '$o.ferry-import.mlir'" "$o.ferry-import.mlir"
report "mlir-to-llvmir" "mlir-translate-22 -mlir-to-llvmir" "'$llvm/mlir-translate' -mlir-to-llvmir '$m' -o '$o.export.ll'" "$o.export.ll"
ferry_row "mlir-to-llvmir" "ferry -mlir-to-llvmir" "-mlir-to-llvmir $basics" "'$ferry' -mlir-to-llvmir '$m' -o '$o.ferry-export.ll'" "$o.ferry-export.ll"

# Byte equality with the reference, comments aside, where ferry produced output.
same() { # a b comment-prefix
  [ -s "$1" ] && [ -s "$2" ] || return 0
  if cmp -s <(grep -v "^$3" "$1") <(grep -v "^$3" "$2"); then r=identical; else r=differs; fi
  echo "output of $(basename "$2") vs $(basename "$1"): $r (comment lines aside)"
}
echo
same "$o.llvm.ll" "$o.ferry.ll" ';'
same "$o.opt.mlir" "$o.ferry.mlir" '//'
same "$o.import.mlir" "$o.ferry-import.mlir" '//'
