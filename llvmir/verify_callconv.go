package llvmir

import (
	"strconv"
	"strings"
)

// callConvMsg checks a function against the rules of its calling
// convention, as Verifier::visitFunction does after the attribute checks:
// x86_intrcc takes its first parameter byval; the AMDGPU kernels and
// spir_kernel return void; the AMDGPU shaders and kernels take no sret and
// (but spir_kernel) no byval, preallocated, inalloca or byref in the alloca
// address space; none of those nor fastcc, coldcc, intel_ocl_bicc,
// ptx_kernel and ptx_device may be varargs.
func (v *verifier) callConvMsg(f *Function) string {
	const (
		ptxKernel, ptxDevice, spirKernel, intelOCL, x86Intr = 71, 72, 76, 77, 83
		amdVS, amdGS, amdPS, amdCS, amdKernel, amdHS        = 87, 88, 89, 90, 91, 93
		amdChain, amdChainPreserve                          = 104, 105
	)
	cc := f.CC
	switch cc {
	case x86Intr:
		if len(f.Params) > 0 && !f.Params[0].Attrs.Has("byval") {
			return "Calling convention parameter requires byval"
		}
		return ""
	case amdKernel, spirKernel, amdChain, amdChainPreserve, amdVS, amdHS, amdGS, amdPS, amdCS:
		if (cc == amdKernel || cc == spirKernel || cc == amdChain || cc == amdChainPreserve) && f.Sig.Ret != Void {
			return "Calling convention requires void return type"
		}
		for _, prm := range f.Params {
			if prm.Attrs.Has("sret") {
				return "Calling convention does not allow sret"
			}
		}
		if cc != spirKernel {
			stackAS := allocaAddrSpace(v.m.DataLayout)
			for _, prm := range f.Params {
				for _, k := range [...]string{"byval", "preallocated", "inalloca"} {
					if prm.Attrs.Has(k) {
						return "Calling convention disallows " + k
					}
				}
				if pt, ok := prm.Typ.(*PointerType); ok && prm.Attrs.Has("byref") && pt.AddrSpace == stackAS {
					return "Calling convention disallows stack byref"
				}
			}
		}
	case FastCC, ColdCC, intelOCL, ptxKernel, ptxDevice:
	default:
		return ""
	}
	if f.Sig.VarArg {
		return "Calling convention does not support varargs or perfect forwarding!"
	}
	return ""
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
