#!/bin/sh
# check.sh: re-run every probe behind docs/ferry-extension.md. Needs the LLVM 22 tools.
# 1. each .ll probe through mlir-translate-22 (import, export) against llvm-as|llvm-dis;
# 2. the carrier examples through mlir-opt-22 and mlir-translate-22.
cd "$(dirname "$0")"
B=/usr/lib/llvm-22/bin
for f in $(ls *.ll | grep -v doc-examples.ll); do echo "=== $f"; QUIET=1 ./rt.sh "$f"; done
echo "=== doc-examples.ll: llvm-as-22"
$B/llvm-as -o /dev/null doc-examples.ll && echo ok
echo "=== carriers.mlir: mlir-opt-22 (must pass without --allow-unregistered-dialect)"
$B/mlir-opt --split-input-file carriers.mlir >/dev/null && echo ok
echo "=== carriers.mlir: mlir-translate-22 (ignores ferry.* attributes; rejects §10 and §3.4; crashes on §11)"
$B/mlir-translate -mlir-to-llvmir --split-input-file carriers.mlir 2>&1 >/dev/null | grep 'error:'
echo "=== ferry-ops.mlir: mlir-opt-22 --allow-unregistered-dialect, twice, stable"
$B/mlir-opt --allow-unregistered-dialect --split-input-file ferry-ops.mlir >/tmp/fo1.$$ &&
  $B/mlir-opt --allow-unregistered-dialect --split-input-file /tmp/fo1.$$ >/tmp/fo2.$$ &&
  cmp /tmp/fo1.$$ /tmp/fo2.$$ && echo ok; rm -f /tmp/fo1.$$ /tmp/fo2.$$
echo "=== ferry-ops.mlir: mlir-opt-22 without the flag"
$B/mlir-opt --split-input-file ferry-ops.mlir 2>&1 | grep 'error:' | head -1
echo "=== rejected.mlir"
$B/mlir-opt --allow-unregistered-dialect --split-input-file rejected.mlir 2>&1 | grep 'error:'
$B/mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize rejected.mlir 2>/dev/null | grep -c 'ferry.no_cfi' | sed 's/^/ferry.no_cfi left after --canonicalize: /'
