package llvmir

import (
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// ccNames are the calling conventions llvm-dis-22 prints by name (found by
// asking it about every number); riscv_vls_cc(N) is 112..123, others print ccN.
var ccNames = map[CallingConv]string{
	8:   "fastcc",
	9:   "coldcc",
	10:  "ghccc",
	13:  "anyregcc",
	14:  "preserve_mostcc",
	15:  "preserve_allcc",
	16:  "swiftcc",
	17:  "cxx_fast_tlscc",
	18:  "tailcc",
	19:  "cfguard_checkcc",
	20:  "swifttailcc",
	21:  "preserve_nonecc",
	64:  "x86_stdcallcc",
	65:  "x86_fastcallcc",
	66:  "arm_apcscc",
	67:  "arm_aapcscc",
	68:  "arm_aapcs_vfpcc",
	69:  "msp430_intrcc",
	70:  "x86_thiscallcc",
	71:  "ptx_kernel",
	72:  "ptx_device",
	75:  "spir_func",
	76:  "spir_kernel",
	77:  "intel_ocl_bicc",
	78:  "x86_64_sysvcc",
	79:  "win64cc",
	80:  "x86_vectorcallcc",
	81:  "hhvmcc",
	82:  "hhvm_ccc",
	83:  "x86_intrcc",
	84:  "avr_intrcc",
	85:  "avr_signalcc",
	87:  "amdgpu_vs",
	88:  "amdgpu_gs",
	89:  "amdgpu_ps",
	90:  "amdgpu_cs",
	91:  "amdgpu_kernel",
	92:  "x86_regcallcc",
	93:  "amdgpu_hs",
	95:  "amdgpu_ls",
	96:  "amdgpu_es",
	97:  "aarch64_vector_pcs",
	98:  "aarch64_sve_vector_pcs",
	100: "amdgpu_gfx",
	101: "m68k_intrcc",
	102: "aarch64_sme_preservemost_from_x0",
	103: "aarch64_sme_preservemost_from_x2",
	104: "amdgpu_cs_chain",
	105: "amdgpu_cs_chain_preserve",
	106: "m68k_rtdcc",
	107: "graalcc",
	110: "riscv_vector_cc",
	111: "aarch64_sme_preservemost_from_x1",
	124: "amdgpu_gfx_whole_wave",
	125: "cheriot_compartmentcallcc",
	126: "cheriot_compartmentcalleecc",
	127: "cheriot_librarycallcc",
}

var ccByName = func() map[string]CallingConv {
	m := map[string]CallingConv{"ccc": 0}
	for k, v := range ccNames {
		m[v] = k
	}
	return m
}()

func appendCC(b []byte, cc CallingConv) []byte {
	if n, ok := ccNames[cc]; ok {
		return append(b, n...)
	}
	if cc >= 112 && cc <= 123 {
		b = append(b, "riscv_vls_cc("...)
		b = strconv.AppendUint(b, 1<<(cc-107), 10)
		return append(b, ')')
	}
	b = append(b, "cc"...)
	return strconv.AppendUint(b, uint64(cc), 10)
}

// parseCC parses an optional calling convention.
func (p *parser) parseCC() CallingConv {
	if p.tok.kind != tIdent {
		return 0
	}
	s := string(p.text())
	if s == "cc" {
		p.next()
		off := int(p.tok.start)
		v := p.uint("calling convention")
		if v > 1<<32-1 {
			p.failAt(off, diag.ErrSyntax, "expected 32-bit integer (too large)")
		}
		// LLVM keeps a calling convention in 10 bits: cc 1033 is coldcc
		return CallingConv(v & 1023)
	}
	if cc, ok := ccByName[s]; ok {
		p.next()
		return cc
	}
	if len(s) > 2 && s[:2] == "cc" && isAllDigits([]byte(s[2:])) {
		n, err := strconv.ParseUint(s[2:], 10, 32)
		if err == nil {
			p.next()
			return CallingConv(n & 1023)
		}
	}
	if s == "riscv_vls_cc" {
		p.next()
		if p.tok.kind != tLParen {
			// riscv_vls_cc alone is 128 bits; llvm-as-22 then skips the
			// token that follows it as well (so "riscv_vls_cc void @f()"
			// lacks its return type)
			p.next()
			return 112 + 3
		}
		v := p.parseParenUint32("vector length")
		for k := CallingConv(112); k <= 123; k++ {
			if 1<<(k-107) == v {
				return k
			}
		}
		p.fail("unknown RISC-V ABI VLEN")
	}
	return 0
}
