// Package interp is Ferry's reference interpreter for llvmir modules, following
// LangRef (LLVM 22): it runs main the way lli-22 does, calls any function with given
// argument values, and reports immediate undefined behaviour instead of running past
// it.
//
// # Model
//
//	concept           representation
//	type              *Type: the llvmir type with its data-layout size, alignment, offsets
//	                  (sizes saturate at 2^63-1, so no size computation overflows),
//	                  converted once per distinct type (a DAG, never expanded)
//	value             Value: X (ints ≤ 64 bits, float bits, pointer address), Hi (the
//	                  high bits of x86_fp80/fp128), Big (ints > 64 bits), Prov (pointer
//	                  provenance), Elems (vector lanes, struct fields, array elements),
//	                  State (Defined, Undef, Poison) per scalar lane
//	memory            *Memory: allocations (*Alloc) with bytes, a per-byte State shadow,
//	                  the provenance of stored pointers, bounds and lifetime
//	function          *Func: compiled once, lazily, from llvmir (pre-resolved operands,
//	                  register slots, constant pool, phi moves per edge)
//	run               *Machine: memory, compiled functions, stdout, counters
//	verdict           *Error with Kind ErrUB, ErrLimit, ErrAbort, ErrUnsupported or
//	                  ErrMalformed, the reason, the function and the instruction
//
// Pointers are addresses plus, when known, the allocation they derive from. Every
// allocation gets fresh addresses with a gap after it, so one-past-the-end pointers
// never alias another object and freed addresses are never reused: use after free,
// out-of-bounds and null accesses are detected exactly. ptrtoint gives the address;
// inttoptr gives a pointer whose allocation is found from the address.
//
// # Semantics
//
// Integers of any width (math/big beyond 64 bits); nuw, nsw, exact, disjoint, nneg,
// samesign give poison when violated; shifts by the width or more give poison;
// division by zero and INT_MIN/-1 are UB; branching or switching on poison or undef
// is UB; inbounds/nusw/nuw GEPs give poison when they leave their object or wrap.
// float and double compute natively (x86-64 SSE, so NaN payloads match lli-22 on the
// same host); half and bfloat compute in double and round once; x86_fp80 and fp128
// compute with math/big at their precision. Loads of uninitialized memory are undef;
// a load that touches a poison byte is poison. freeze turns poison and undef into
// zero. Undef is kept as a state, not a value: an operation on undef gives undef,
// which over-approximates LangRef and so never makes a refinement check fail
// wrongly.
//
// Inline assembly runs when its template is empty (compiler barriers, and outputs
// tied to inputs, which it returns unchanged: asm.go); any other template ends the
// run as unsupported when the call executes.
//
// Calls: direct, indirect (through function addresses), variadic (the x86-64 System
// V va_list: clang lowers va_arg into loads from it), recursion up to Limits.Depth,
// invoke/landingpad/resume (and __cxa_throw's basic protocol). Intrinsics: memcpy,
// memmove, memset, ctpop, ctlz, cttz, bswap, bitreverse, fshl, fshr, abs, s/u min/max,
// scmp/ucmp, *.with.overflow, saturating arithmetic, fma, fmuladd, sqrt, floor, ceil,
// trunc, round, roundeven, rint, fabs, copysign, minnum/maxnum/minimum/maximum,
// lifetime, assume, expect, vector reductions, va_start/va_copy/va_end, trap,
// objectsize, ptrmask and more (intrinsics.go). The C library: the printf family
// (glibc's formatting, including %a and %g), puts, putchar, malloc/calloc/realloc/free,
// mem*, str* (strstr, strrchr, strtol and friends), <ctype.h> (glibc's tables that
// clang inlines lookups into: libc_text.go), qsort, bsearch, rand/srand (glibc's generator), abort, exit, and common
// libm functions (libc.go).
//
// # Entry points
//
//	Run(m, args, stdout, limits)   // main like lli-22: exit status and verdict
//	NewMachine(m, stdout, limits)  // then m.Call(m.Func("f"), args), m.Reset()
//	Refines(t, src, tgt)           // LangRef refinement of one value
//
// Limits: Limits.Steps counts instructions (one per lane for an instruction on a
// vector or aggregate, one per word of a wide integer: laneSteps), and the bytes the
// library's bulk
// operations go over (memset, memcpy, strlen, ...: one step per 16 bytes, so that a
// loop of large memsets ends like any loop); Limits.Memory counts live allocations
// and call frames (registers plus a fixed cost, Func.frameBytes), and refuses a
// single value whose registers would exceed it (a load or zeroinitializer of a huge
// aggregate, or printf output being formatted); Limits.Depth counts calls;
// Limits.Output, when set, counts bytes of program output (for callers that keep
// it). Each ends the run with an ErrLimit verdict.
//
// Nothing in a module makes the interpreter panic: malformed or unsupported
// constructs end the run with an *Error naming the instruction.
package interp
