package llvmir

// bundles checks the operand bundles of a call, invoke or callbr as
// Verifier::visitCallBase does: the known tags appear once each, with their
// number and kinds of inputs; a ptrauth bundle only on an indirect call.
// Unknown tags are free.
func (v *verifier) bundles(in *Instruction) error {
	bs := in.Call.Bundles
	if len(bs) == 0 {
		return nil
	}
	var seen [8]bool
	once := func(i int, msg string) error {
		if seen[i] {
			return v.errAt(in.off, "%s", msg)
		}
		seen[i] = true
		return nil
	}
	ptrauth := false
	for _, b := range bs {
		var err error
		switch b.Tag {
		case "deopt":
			err = once(0, "Multiple deopt operand bundles")
		case "gc-transition":
			err = once(1, "Multiple gc-transition operand bundles")
		case "funclet":
			err = once(2, "Multiple funclet operand bundles")
			if err == nil && len(b.Inputs) != 1 {
				return v.errAt(in.off, "Expected exactly one funclet bundle operand")
			}
			if err == nil {
				if pad, ok := b.Inputs[0].(*Instruction); !ok || (pad.Op != OpCatchPad && pad.Op != OpCleanupPad) {
					return v.errAt(in.off, "Funclet bundle operands should correspond to a FuncletPadInst")
				}
			}
		case "cfguardtarget":
			err = once(3, "Multiple CFGuardTarget operand bundles")
			if err == nil && len(b.Inputs) != 1 {
				return v.errAt(in.off, "Expected exactly one cfguardtarget bundle operand")
			}
		case "ptrauth":
			ptrauth = true
			err = once(4, "Multiple ptrauth operand bundles")
			if err == nil {
				if len(b.Inputs) != 2 {
					return v.errAt(in.off, "Expected exactly two ptrauth bundle operands")
				}
				if k, ok := b.Inputs[0].(*ConstInt); !ok || k.Typ.Bits != 32 {
					return v.errAt(in.off, "Ptrauth bundle key operand must be an i32 constant")
				}
				if it, ok := b.Inputs[1].Type().(*IntType); !ok || it.Bits != 64 {
					return v.errAt(in.off, "Ptrauth bundle discriminator operand must be an i64")
				}
			}
		case "kcfi":
			err = once(5, "Multiple kcfi operand bundles")
			if err == nil && len(b.Inputs) != 1 {
				return v.errAt(in.off, "Expected exactly one kcfi bundle operand")
			}
			if err == nil {
				if k, ok := b.Inputs[0].(*ConstInt); !ok || k.Typ.Bits != 32 {
					return v.errAt(in.off, "Kcfi bundle operand must be an i32 constant")
				}
			}
		case "preallocated":
			err = once(6, "Multiple preallocated operand bundles")
			if err == nil && len(b.Inputs) != 1 {
				return v.errAt(in.off, "Expected exactly one preallocated bundle operand")
			}
			if err == nil {
				setup, ok := b.Inputs[0].(*Instruction)
				if f, direct := calleeOf(setup); !ok || !direct || f.Name != "llvm.call.preallocated.setup" {
					return v.errAt(in.off, "\"preallocated\" argument must be a token from llvm.call.preallocated.setup")
				}
			}
		case "gc-live":
			err = once(7, "Multiple gc-live operand bundles")
		case "convergencectrl":
			// ConvergenceVerifier counts the bundles before it looks at one
			n := 0
			for _, b2 := range bs {
				if b2.Tag == "convergencectrl" {
					n++
				}
			}
			if n > 1 {
				return v.errAt(in.off, "The 'convergencectrl' bundle can occur at most once on a call")
			}
			if len(b.Inputs) != 1 || b.Inputs[0].Type() != Token {
				return v.errAt(in.off, "The 'convergencectrl' bundle requires exactly one token use.")
			}
		}
		if err != nil {
			return err
		}
	}
	if ptrauth && len(in.Ops) > 0 {
		if _, direct := in.Ops[0].(*Function); direct {
			return v.errAt(in.off, "Direct call cannot have a ptrauth bundle")
		}
	}
	return nil
}

// calleeOf returns the function a call instruction calls directly.
func calleeOf(in *Instruction) (*Function, bool) {
	if in == nil || in.Call == nil || len(in.Ops) == 0 {
		return nil, false
	}
	f, ok := in.Ops[0].(*Function)
	return f, ok
}
