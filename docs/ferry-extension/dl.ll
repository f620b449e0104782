target datalayout = "E-m:o-i64:64-n32:64-S128-Fi8-P1-G2-A5-ni:7"
target triple = "aarch64-apple-macosx"
