package llvmir

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

var llirN = flag.Int("llir.n", 120, "number of llvm-stress-14 modules for TestLLIRAgreement (-short: 15)")

// llirOperand describes an llir operand the way ferryOperand describes Ferry's:
// local and global names, integer constants by value, other constants as "c".
// Basic blocks are skipped ("").
func llirOperand(v value.Value) string {
	switch v := v.(type) {
	case *ir.Block:
		return ""
	case *ir.Global, *ir.Func, *ir.Alias, *ir.IFunc:
		return v.Ident()
	case *ir.Param:
		return v.Ident()
	case ir.Instruction:
		return v.(value.Named).Ident()
	case *constant.Int:
		if v.Typ.BitSize == 1 {
			return "c"
		}
		return v.X.String()
	}
	return "c"
}

func ferryOperand(w *printer, v Value) string {
	switch v := v.(type) {
	case *Instruction, *Param, *Global, *Function, *Alias, *IFunc:
		w.buf = w.buf[:0]
		w.value(v)
		return string(w.buf)
	case *ConstInt:
		if v.Typ.Bits == 1 {
			return "c"
		}
		return string(appendIntConst(nil, v))
	}
	return "c"
}

// llirOpcode extracts the opcode keyword from llir's text of an instruction.
func llirOpcode(s string) string {
	if i := strings.Index(s, " = "); i >= 0 && strings.HasPrefix(s, "%") {
		s = s[i+3:]
	}
	f := strings.Fields(s)
	for len(f) > 1 && (f[0] == "tail" || f[0] == "musttail" || f[0] == "notail") {
		f = f[1:]
	}
	return f[0]
}

// TestLLIRAgreement parses typed-pointer llvm-stress-14 modules with both Ferry
// and llir/llvm v0.3.6 and requires them to agree function by function: names,
// blocks, opcodes and operands.
func TestLLIRAgreement(t *testing.T) {
	oracle.Tool(t, "llvm-stress-14")
	n := *llirN
	if testing.Short() && n > 15 {
		n = 15
	}
	sizes := []int{20, 100, 400, 1500}
	agree := 0
	for i := 0; i < n; i++ {
		seed, size := 5000+i*31, sizes[i%len(sizes)]
		src := oracle.LLVMStress(t, seed, size, true)
		name := fmt.Sprintf("stress14-seed%d-size%d.ll", seed, size)
		fm, err := Parse(name, src)
		if err != nil {
			t.Errorf("%s: ferry: %s", name, diag.Render(err))
			continue
		}
		lm, err := asm.ParseBytes(name, src)
		if err != nil {
			t.Errorf("%s: llir: %v", name, err)
			continue
		}
		if msg := compareLLIR(fm, lm); msg != "" {
			t.Errorf("%s: %s", name, msg)
			continue
		}
		agree++
	}
	t.Logf("llir/llvm v0.3.6: %d/%d llvm-stress-14 modules agree (%d instructions compared)", agree, n, llirCompared)
}

var llirCompared int

func compareLLIR(fm *Module, lm *ir.Module) string {
	Print(fm) // numbers unnamed values
	w := &printer{m: fm}
	if len(fm.Funcs) != len(lm.Funcs) {
		return fmt.Sprintf("%d functions, llir has %d", len(fm.Funcs), len(lm.Funcs))
	}
	if len(fm.Globals) != len(lm.Globals) {
		return fmt.Sprintf("%d globals, llir has %d", len(fm.Globals), len(lm.Globals))
	}
	for fi, f := range fm.Funcs {
		lf := lm.Funcs[fi]
		if "@"+f.Name != lf.Ident() && !f.Numbered {
			return fmt.Sprintf("function %d: @%s, llir has %s", fi, f.Name, lf.Ident())
		}
		if len(f.Blocks) != len(lf.Blocks) {
			return fmt.Sprintf("@%s: %d blocks, llir has %d", f.Name, len(f.Blocks), len(lf.Blocks))
		}
		if len(f.Params) != len(lf.Params) {
			return fmt.Sprintf("@%s: %d params, llir has %d", f.Name, len(f.Params), len(lf.Params))
		}
		for bi, b := range f.Blocks {
			lb := lf.Blocks[bi]
			w.buf = w.buf[:0]
			w.localName(b.Name, b.slot)
			if string(w.buf) != lb.Ident() {
				return fmt.Sprintf("@%s block %d: %s, llir has %s", f.Name, bi, w.buf, lb.Ident())
			}
			linsts := make([]ir.LLStringer, 0, len(lb.Insts)+1)
			for _, li := range lb.Insts {
				linsts = append(linsts, li)
			}
			linsts = append(linsts, lb.Term)
			if len(b.Insts) != len(linsts) {
				return fmt.Sprintf("@%s %s: %d instructions, llir has %d", f.Name, lb.Ident(), len(b.Insts), len(linsts))
			}
			for ii, in := range b.Insts {
				li := linsts[ii]
				if op := llirOpcode(li.LLString()); op != in.Op.String() {
					return fmt.Sprintf("@%s %s #%d: opcode %s, llir has %s", f.Name, lb.Ident(), ii, in.Op, op)
				}
				var lops []string
				if u, ok := li.(interface{ Operands() []*value.Value }); ok {
					for _, o := range u.Operands() {
						if s := llirOperand(*o); s != "" {
							lops = append(lops, s)
						}
					}
				}
				var fops []string
				for _, o := range in.Ops {
					fops = append(fops, ferryOperand(w, o))
				}
				if strings.Join(fops, ",") != strings.Join(lops, ",") {
					return fmt.Sprintf("@%s %s #%d (%s): operands [%s], llir has [%s]", f.Name, lb.Ident(), ii, in.Op, strings.Join(fops, ","), strings.Join(lops, ","))
				}
				llirCompared++
				// result types agree modulo typed pointers
				if lt, ok := li.(value.Value); ok && in.Typ != Void {
					if !sameShape(in.Typ, lt.Type()) {
						return fmt.Sprintf("@%s %s #%d: type %s, llir has %s", f.Name, lb.Ident(), ii, in.Typ, lt.Type())
					}
				}
			}
		}
	}
	return ""
}

// sameShape compares a Ferry type with an llir type, treating every llir
// pointer type as ptr.
func sameShape(a Type, b types.Type) bool {
	switch a := a.(type) {
	case *IntType:
		bt, ok := b.(*types.IntType)
		return ok && uint64(a.Bits) == bt.BitSize
	case *PointerType:
		bt, ok := b.(*types.PointerType)
		return ok && uint64(a.AddrSpace) == uint64(bt.AddrSpace)
	case *VectorType:
		bt, ok := b.(*types.VectorType)
		return ok && a.Len == bt.Len && sameShape(a.Elem, bt.ElemType)
	case *ArrayType:
		bt, ok := b.(*types.ArrayType)
		return ok && a.Len == bt.Len && sameShape(a.Elem, bt.ElemType)
	case *FloatType:
		_, ok := b.(*types.FloatType)
		return ok
	case *StructType:
		bt, ok := b.(*types.StructType)
		return ok && len(a.Fields) == len(bt.Fields)
	}
	return true
}
