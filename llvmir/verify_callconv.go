package llvmir

import (
	"strconv"
	"strings"
)

// The calling conventions the verifier has rules for (LLVM's CallingConv
// numbers, as llvm-dis-22 names them in callconv.go).
const (
	ccFast              CallingConv = 8
	ccCold              CallingConv = 9
	ccPTXKernel         CallingConv = 71
	ccPTXDevice         CallingConv = 72
	ccSPIRKernel        CallingConv = 76
	ccIntelOCLBI        CallingConv = 77
	ccX86Intr           CallingConv = 83
	ccAMDGPUVS          CallingConv = 87
	ccAMDGPUGS          CallingConv = 88
	ccAMDGPUPS          CallingConv = 89
	ccAMDGPUCS          CallingConv = 90
	ccAMDGPUKernel      CallingConv = 91
	ccAMDGPUHS          CallingConv = 93
	ccAMDGPULS          CallingConv = 95
	ccAMDGPUES          CallingConv = 96
	ccAMDGPUCSChain     CallingConv = 104
	ccAMDGPUCSChainPres CallingConv = 105
	ccAMDGPUWholeWave   CallingConv = 124
)

// callingConv checks a function against the rules of its calling convention,
// as Verifier::visitFunction does (found by asking llvm-as-22 about each
// convention): kernels and chain functions return void; the graphics shader
// and kernel conventions take no sret, byval, inalloca, preallocated or
// stack byref parameter (spir_kernel only no sret); none of those, nor
// fastcc, coldcc, intel_ocl_bicc, ptx_kernel and ptx_device, is variadic;
// x86_intrcc's first parameter is byval; amdgpu_gfx_whole_wave's is a
// non-inreg i1.
func (v *verifier) callingConv(f *Function) error {
	if f.CC == 0 || f.Sig == nil {
		return nil
	}
	const noVarargs = "Calling convention does not support varargs or perfect forwarding!"
	switch f.CC {
	case ccX86Intr:
		if len(f.Params) > 0 && !f.Params[0].Attrs.Has("byval") {
			return v.errAt(f.off, "Calling convention parameter requires byval")
		}
	case ccAMDGPUKernel, ccSPIRKernel, ccAMDGPUCSChain, ccAMDGPUCSChainPres,
		ccAMDGPUVS, ccAMDGPUHS, ccAMDGPUGS, ccAMDGPUPS, ccAMDGPUCS:
		switch f.CC {
		case ccAMDGPUKernel, ccSPIRKernel, ccAMDGPUCSChain, ccAMDGPUCSChainPres:
			if f.Sig.Ret != Void {
				return v.errAt(f.off, "Calling convention requires void return type")
			}
		}
		for _, prm := range f.Params {
			if prm.Attrs.Has("sret") {
				return v.errAt(f.off, "Calling convention does not allow sret")
			}
		}
		if f.CC != ccSPIRKernel {
			for _, prm := range f.Params {
				a := prm.Attrs
				switch {
				case a.Has("byval"):
					return v.errAt(f.off, "Calling convention disallows byval")
				case a.Has("preallocated"):
					return v.errAt(f.off, "Calling convention disallows preallocated")
				case a.Has("inalloca"):
					return v.errAt(f.off, "Calling convention disallows inalloca")
				case a.Has("byref"):
					if pt, ok := prm.Typ.(*PointerType); ok && pt.AddrSpace == allocaAddrSpace(v.m.DataLayout) {
						return v.errAt(f.off, "Calling convention disallows stack byref")
					}
				}
			}
		}
		if f.Sig.VarArg {
			return v.errAt(f.off, noVarargs)
		}
	case ccFast, ccCold, ccIntelOCLBI, ccPTXKernel, ccPTXDevice:
		if f.Sig.VarArg {
			return v.errAt(f.off, noVarargs)
		}
	case ccAMDGPUWholeWave:
		if it, ok := paramType(f, 0).(*IntType); !ok || it.Bits != 1 {
			return v.errAt(f.off, "Calling convention requires first argument to be i1")
		}
		if f.Params[0].Attrs.Has("inreg") {
			return v.errAt(f.off, "Calling convention requires first argument to not be inreg")
		}
		if f.Sig.VarArg {
			return v.errAt(f.off, noVarargs)
		}
	}
	return nil
}

// callCCPermitsCalls reports whether a call, invoke or callbr may use the
// calling convention cc: entry points (kernels, shaders, chain and whole-wave
// functions) cannot be called.
func callCCPermitsCalls(cc CallingConv) bool {
	switch cc {
	case ccAMDGPUKernel, ccSPIRKernel, ccAMDGPUCSChain, ccAMDGPUCSChainPres,
		ccAMDGPUVS, ccAMDGPUGS, ccAMDGPUPS, ccAMDGPUCS, ccAMDGPUHS, ccAMDGPULS,
		ccAMDGPUES, ccAMDGPUWholeWave:
		return false
	}
	return true
}

// paramType returns the type of f's parameter i, nil when it has none.
func paramType(f *Function, i int) Type {
	if i < len(f.Params) {
		return f.Params[i].Typ
	}
	return nil
}

// allocaAddrSpace is the datalayout's alloca address space (A<n>), 0 by default.
func allocaAddrSpace(dl string) uint32 { return dlAddrSpace32(dl, 'A') }

// dlAddrSpace32 is the address space of the datalayout's specification
// <letter><n> (P for programs, A for allocas), 0 when absent.
func dlAddrSpace32(dl string, letter byte) uint32 {
	for _, part := range strings.Split(dl, "-") {
		if len(part) > 1 && part[0] == letter {
			if n, err := strconv.ParseUint(part[1:], 10, 32); err == nil {
				return uint32(n)
			}
		}
	}
	return 0
}
