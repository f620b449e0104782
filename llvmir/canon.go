package llvmir

import "strings"

// Canonicalization: the module Parse returns is the module llvm-as-22 builds
// from the text, not a copy of the text. LLVM's parser fills in and rewrites a
// few things as it reads; Parse does the same (while parsing, or in a step
// right after it), so that the printer, the verifier and the importer all see
// the canonical module. The rules, each with an example (input => module as
// llvm-dis-22 prints it):
//
//  1. A memory instruction without `align` gets the alignment LLVM computes
//     from the datalayout string as written (before rule 3 upgrades it):
//     alloca the preferred alignment of its type, load and store the ABI
//     alignment, atomicrmw and cmpxchg the store size of the value rounded
//     down to a power of two (canon_align.go has the type layout: integer,
//     float and vector specifications with LLVM's defaults, pointers per
//     address space, a: for structs, struct layout, the layout types of
//     target extension types).
//     `%a = alloca i64` => `%a = alloca i64, align 8` (no datalayout: i64:32:64)
//     `%v = load i64, ptr %p` => `%v = load i64, ptr %p, align 4`
//     `%o = atomicrmw add ptr %p, i64 1 seq_cst` => `..., align 8`
//  2. Identified struct types are printed only when something in the module
//     uses them, in the order llvm-dis finds them (TypeFinder: globals,
//     aliases, ifuncs, functions and their instructions, each type walked
//     depth first), numbered ones first and renumbered from 0 in that order
//     (canon_types.go).
//     `%U = type { i8 }` with no use => nothing; `%1 = type {i8}` used alone
//     => `%0 = type { i8 }`.
//  3. The datalayout string is upgraded for the target triple as LLVM 22's
//     UpgradeDataLayoutString does (upgradeDataLayout below). llvm-dis reads
//     the upgraded string from the bitcode; llvm-as verifies the module
//     against the string as written, and so does Ferry.
//     x86: `e-m:e-i64:64-n8:16:32:64` => `e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-n8:16:32:64`
//     AArch64: `...-S128` => `...-S128-Fn32`; RISC-V 64, LoongArch 64:
//     `-n64-` => `-n32:64-`; PowerPC 64, MIPS 64, SPARC, WebAssembly:
//     `-i64:64` => `-i64:64-i128:128`; AMDGPU: `G1`, `ni:7:8:9`, p7/p8/p9
//     and `m:e`; SPIR and SPIR-V (not logical): `G1`.
//  4. Attributes in their canonical spelling (canon_attrs.go):
//     `nocapture` => `captures(none)`; captures(...) components in LLVM's
//     order, `none, ` left out before `ret:` (parse_attrargs.go):
//     `captures(read_provenance, address)` => `captures(address, read_provenance)`,
//     `captures(ret: address, provenance)` stays so.
//     In function lists, groups and on globals the legacy memory keywords
//     intersect into one memory(...) that replaces a written one:
//     `argmemonly readonly` => `memory(argmem: read)`.
//     In every list: `"no-frame-pointer-elim"="true"` => `"frame-pointer"="all"`
//     (other values "none"), `"no-frame-pointer-elim-non-leaf"` =>
//     `"frame-pointer"="non-leaf"` (unless the former is "true"),
//     `"null-pointer-is-valid"="true"` => `null_pointer_is_valid` (other
//     values dropped). A function's `"implicit-section-name"="s"` =>
//     `section "s"`. An attribute group replaces inline attributes of the
//     same kind (print_attr.go's flatten): `memory(none) #0` with
//     `#0 = { memory(read) }` => `memory(read)`.
//  5. Module flags are upgraded (canon_modflags.go): "PIC Level" Error or Max
//     becomes Min, "PIE Level" Error Max, branch protection flags Error Min,
//     Objective-C and Swift flags as LLVM rewrites them; on ARM and AArch64
//     the branch protection flags of value 1 become function attributes and
//     then value 2.
//     `!{i32 1, !"PIC Level", i32 2}` => `!{i32 8, !"PIC Level", i32 2}`
//     aarch64 `!{i32 8, !"branch-target-enforcement", i32 1}` =>
//     `define void @f() #0` with `"branch-target-enforcement"`, flag `i32 2`
//
// Rule 1 and the memory keywords of rule 4 are LLParser's and run while
// parsing (every struct a sized type names is complete by then, or the
// instruction is rejected as unsized). The rest is done by the bitcode
// reader when llvm-dis reads what llvm-as wrote, after llvm-as verified the
// module as written (a "frame-pointer" with a bad value is rejected even when
// a legacy attribute would replace it): rules 2, 3, 5 and the string
// attribute upgrades of rule 4 run in canonicalize, after the verifier.

// canonicalize applies the rules of the bitcode reader and the printer to a
// parsed and verified module.
func (p *parser) canonicalize() {
	m := p.m
	if m.HasTargetTriple {
		if dl := upgradeDataLayout(m.DataLayout, m.TargetTriple); dl != m.DataLayout {
			m.DataLayout = dl
			m.HasDataLayout = true
		}
	}
	orderTypes(m)
	if p.legacyAttrs {
		upgradeAllLegacyAttrs(m)
		implicitSections(m)
	}
	if len(m.NamedMD) > 0 {
		upgradeModuleFlags(m)
	}
	copyModuleAttrToFunctions(m)
	renumberMetadata(m)
}

// tripleArch is the architecture of a target triple, its first component.
func tripleArch(triple string) string {
	arch, _, _ := strings.Cut(triple, "-")
	return arch
}

// upgradeDataLayout is LLVM 22's UpgradeDataLayoutString: the layout string of
// an older LLVM gains what the current one declares for the target.
func upgradeDataLayout(dl, triple string) string {
	arch := tripleArch(triple)
	comps := strings.Split(triple, "-")
	hasG := strings.Contains(dl, "-G") || strings.HasPrefix(dl, "G")
	switch {
	case arch == "spir" || arch == "spir64" || strings.HasPrefix(arch, "spirv32") || strings.HasPrefix(arch, "spirv64"):
		// SPIR and SPIR-V (not logical SPIR-V): globals in address space 1
		if hasG {
			return dl
		}
		if dl == "" {
			return "G1"
		}
		return dl + "-G1"
	case arch == "riscv64" || arch == "riscv64be" || arch == "loongarch64":
		// i32 is a native type of the 64-bit targets
		if i := strings.Index(dl, "-n64-"); i >= 0 {
			return dl[:i] + "-n32:64-" + dl[i+5:]
		}
		return dl
	case arch == "amdgcn" || arch == "r600":
		return upgradeAMDGPULayout(dl, arch == "amdgcn", hasG)
	case isAArch64Arch(arch):
		res := dl
		if dl != "" && !strings.Contains(dl, "-Fn32") {
			res += "-Fn32"
		}
		return addX86AddrSpaces(dl, res)
	case isSPARCArch(arch) || isMIPS64Arch(arch) && !strings.Contains(dl, "m:m") ||
		arch == "powerpc64" || arch == "powerpc64le" || arch == "ppc64" || arch == "ppc64le" ||
		arch == "wasm32" || arch == "wasm64":
		// i128 is 16-byte aligned (MIPS 64 with the o32 ABI excepted)
		if strings.Contains(dl, "-i128:128") {
			return dl
		}
		if i := strings.Index(dl, "-i64:64"); i >= 0 {
			i += len("-i64:64")
			return dl[:i] + "-i128:128" + dl[i:]
		}
		return dl
	case isX86Arch(arch):
		res := addX86AddrSpaces(dl, dl)
		if len(comps) < 3 || comps[2] != "elfiamcu" {
			res = addI128Align(res)
		}
		// 32-bit MSVC targets: f80 is 16-byte aligned
		if isWindowsMSVC(comps) && !is64BitX86(arch) {
			if i := strings.Index(res, "-f80:32-"); i >= 0 {
				res = res[:i] + "-f80:128-" + res[i+len("-f80:32-"):]
			}
		}
		return res
	}
	return dl
}

func upgradeAMDGPULayout(dl string, gcn, hasG bool) string {
	res := dl
	if !hasG {
		if res == "" {
			res = "G1"
		} else {
			res += "-G1"
		}
	}
	if gcn {
		// non-integral address spaces first, then the sizes of the buffer
		// address spaces 7, 8 and 9
		if !strings.Contains(dl, "-ni") && !strings.HasPrefix(dl, "ni") {
			res += "-ni:7:8:9"
		}
		if strings.HasSuffix(dl, "ni:7") {
			res += ":8:9"
		}
		if strings.HasSuffix(dl, "ni:7:8") {
			res += ":9"
		}
		if !strings.Contains(dl, "-p7") && !strings.HasPrefix(dl, "p7") {
			res += "-p7:160:256:256:32"
		}
		if !strings.Contains(dl, "-p8") && !strings.HasPrefix(dl, "p8") {
			res += "-p8:128:128:128:48"
		}
		const oldP8 = "-p8:128:128-"
		if strings.Contains(dl, oldP8) {
			res = strings.Replace(res, oldP8, "-p8:128:128:128:48-", 1)
		}
		if !strings.Contains(dl, "-p9") && !strings.HasPrefix(dl, "p9") {
			res += "-p9:192:256:256:32"
		}
	}
	if !strings.Contains(dl, "m:e") {
		if res == "" {
			return "m:e"
		}
		res = "m:e-" + res
	}
	return res
}

// addX86AddrSpaces inserts the sizes of the x86 pointer address spaces
// 270-272 after a leading "e-m:?" or "e-m:?-p:32:32" of res, unless dl has
// them.
func addX86AddrSpaces(dl, res string) string {
	const spaces = "-p270:32:32-p271:32:32-p272:64:64"
	if strings.Contains(dl, spaces) {
		return res
	}
	// ^([Ee]-m:[a-z](-p:32:32)?)(-.*)$
	if len(res) < 5 || res[0] != 'e' && res[0] != 'E' || res[1:4] != "-m:" || res[4] < 'a' || res[4] > 'z' {
		return res
	}
	head := 5
	if strings.HasPrefix(res[head:], "-p:32:32-") {
		head += len("-p:32:32")
	}
	if head >= len(res) || res[head] != '-' {
		return res
	}
	return res[:head] + spaces + res[head:]
}

// addI128Align inserts "-i128:128" after the leading run of m, p and i
// specifications of a little-endian layout ("e" followed only by them, then
// only others), unless it is there.
func addI128Align(res string) string {
	if strings.Contains(res, "-i128:128") {
		return res
	}
	// ^(e(-[mpi][^-]*)*)((-[^mpi][^-]*)*)$
	if res == "" || res[0] != 'e' || len(res) > 1 && res[1] != '-' {
		return res
	}
	specs := strings.Split(res, "-")[1:]
	n := 0
	for n < len(specs) && specs[n] != "" && strings.IndexByte("mpi", specs[n][0]) >= 0 {
		n++
	}
	for _, s := range specs[n:] {
		if s == "" || strings.IndexByte("mpi", s[0]) >= 0 {
			return res
		}
	}
	head := 1
	for _, s := range specs[:n] {
		head += 1 + len(s)
	}
	return res[:head] + "-i128:128" + res[head:]
}

func isX86Arch(arch string) bool {
	switch arch {
	case "i386", "i486", "i586", "i686", "i786", "i886", "i986", "x86", "x86_64", "amd64", "x86_64h":
		return true
	}
	return false
}

func is64BitX86(arch string) bool {
	return arch == "x86_64" || arch == "amd64" || arch == "x86_64h"
}

func isAArch64Arch(arch string) bool {
	switch arch {
	case "aarch64", "aarch64_be", "aarch64_32", "arm64", "arm64_32", "arm64e", "arm64ec":
		return true
	}
	return false
}

func isSPARCArch(arch string) bool {
	return arch == "sparc" || arch == "sparcv9" || arch == "sparc64" || arch == "sparcel"
}

func isMIPS64Arch(arch string) bool {
	return strings.HasPrefix(arch, "mips64") || strings.HasPrefix(arch, "mipsisa64")
}

// isWindowsMSVC: the OS is Windows and the environment MSVC or unknown.
func isWindowsMSVC(comps []string) bool {
	if len(comps) < 3 || !strings.HasPrefix(comps[2], "windows") && !strings.HasPrefix(comps[2], "win32") {
		return false
	}
	return len(comps) < 4 || comps[3] == "" || strings.HasPrefix(comps[3], "msvc")
}
