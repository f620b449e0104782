#!/bin/sh
# rt.sh X.ll: what mlir-translate-22 does to X.ll on the round trip.
# Prints the imported .mlir, then the diff of canon(X.ll) against canon(export(import(X.ll))).
B=/usr/lib/llvm-22/bin
f=$1; t=${TMPDIR:-/tmp}/rt.$$
$B/llvm-as <"$f" | $B/llvm-dis -o $t.in.ll || { echo "INPUT INVALID"; exit 2; }
if ! $B/mlir-translate -import-llvm --mlir-print-debuginfo "$f" -o $t.mlir 2>$t.err; then echo "IMPORT REJECTED:"; cat $t.err; exit 1; fi
[ -s $t.err ] && { echo "IMPORT WARNINGS:"; cat $t.err; }
[ -z "$QUIET" ] && { echo "--- imported:"; cat $t.mlir; }
if ! $B/mlir-translate -mlir-to-llvmir $t.mlir -o $t.out 2>$t.err2; then echo "EXPORT REJECTED:"; cat $t.err2; exit 1; fi
$B/llvm-as <$t.out | $B/llvm-dis -o $t.out.ll
echo "--- diff canon(input) canon(roundtrip):"
diff $t.in.ll $t.out.ll | grep -v "Debug Info Version\|^> !llvm.module.flags = !{!0}\|^> \$\|^[<>] ; ModuleID"
rm -f $t.*
