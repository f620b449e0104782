package llvmir

// ehInst checks the exception-handling instructions as Verifier does:
// catchret and cleanupret name the right kind of pad, a catchswitch's
// handlers begin with catchpads, no EH pad is in the entry block, a
// landingpad's block is reached only along invoke unwind edges, and resume
// needs a personality.
func (v *verifier) ehInst(f *Function, b *Block, in *Instruction) error {
	switch in.Op {
	case OpResume:
		if f.Personality == nil {
			return v.errAt(in.off, "ResumeInst needs to be in a function with a personality.")
		}
	case OpCleanupRet:
		if pad, ok := in.Ops[0].(*Instruction); !ok || pad.Op != OpCleanupPad {
			return v.errAt(in.off, "CleanupReturnInst needs to be provided a CleanupPad")
		}
	case OpCatchRet:
		if pad, ok := in.Ops[0].(*Instruction); !ok || pad.Op != OpCatchPad {
			return v.errAt(in.off, "CatchReturnInst needs to be provided a CatchPad")
		}
	case OpLandingPad, OpCatchPad, OpCleanupPad, OpCatchSwitch:
		if f.Personality == nil {
			return nil // reported by the personality checks
		}
		if b == f.Blocks[0] {
			return v.errAt(in.off, "EH pad cannot be in entry block.")
		}
		if in.Op == OpLandingPad {
			for _, pred := range v.preds[b.Index] {
				t := pred.Terminator()
				if t == nil || t.Op != OpInvoke || t.Blocks[1] != b || t.Blocks[0] == b {
					return v.errAt(in.off, "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.")
				}
			}
		}
		if in.Op == OpCatchSwitch {
			for _, h := range in.Blocks[1:] {
				if first := firstNonPHI(h); first == nil || first.Op != OpCatchPad {
					return v.errAt(in.off, "CatchSwitchInst handlers must be catchpads")
				}
			}
		}
	}
	return nil
}

// firstNonPHI returns b's first instruction that is not a PHI, or nil.
func firstNonPHI(b *Block) *Instruction {
	if b == nil {
		return nil
	}
	for _, in := range b.Insts {
		if in.Op != OpPhi {
			return in
		}
	}
	return nil
}
