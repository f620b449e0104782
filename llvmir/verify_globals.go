package llvmir

// globalVars checks global variables as Verifier::visitGlobalVariable and
// visitGlobalValue do: the rules of common and appending linkage, dllimport
// only on declarations, no comdat on a declaration, and the shape of the
// special arrays llvm.used, llvm.compiler.used, llvm.global_ctors and
// llvm.global_dtors.
func (v *verifier) globalVars(m *Module) error {
	for _, g := range m.Globals {
		if g.Init != nil && g.Linkage == CommonLinkage {
			switch {
			case !isNullConst(g.Init):
				return v.errAt(g.off, "'common' global must have a zero initializer!")
			case g.Constant:
				return v.errAt(g.off, "'common' global may not be marked constant!")
			case g.Comdat != nil:
				return v.errAt(g.off, "'common' global may not be in a Comdat!")
			}
		}
		if len(g.Name) > 5 && g.Name[:5] == "llvm." && !g.Numbered {
			if msg := intrinsicGlobal(g); msg != "" {
				return v.errAt(g.off, "%s", msg)
			}
		}
		if err := v.globalValue(&g.GlobalHeader, g.Init == nil, g.Comdat != nil, g.off); err != nil {
			return err
		}
		if _, ok := g.ValueType.(*ArrayType); !ok && g.Linkage == AppendingLinkage {
			return v.errAt(g.off, "Only global arrays can have appending linkage!")
		}
	}
	return nil
}

// globalValue holds the rules of Verifier::visitGlobalValue that the parser
// leaves to the verifier: dllimport only on a declaration (or an
// available_externally definition), no comdat on a declaration.
func (v *verifier) globalValue(h *GlobalHeader, decl, hasComdat bool, off int32) error {
	if h.DLLStorage == DLLImport && !decl && h.Linkage != AvailableExternallyLinkage {
		return v.errAt(off, "Global is marked as dllimport, but not external")
	}
	if decl && hasComdat {
		return v.errAt(off, "Declaration may not be in a Comdat!")
	}
	return nil
}

// functionValue checks a function as a global value, and a declaration's
// personality (Verifier::visitFunction).
func (v *verifier) functionValue(f *Function) error {
	decl := len(f.Blocks) == 0
	if err := v.globalValue(&f.GlobalHeader, decl, f.Comdat != nil, f.off); err != nil {
		return err
	}
	if !decl && hasReservedName(f.Name) {
		return v.errAt(f.off, "llvm intrinsics cannot be defined!")
	}
	if decl && f.Personality != nil {
		return v.errAt(f.off, "Function declaration shouldn't have a personality routine")
	}
	return nil
}

// intrinsicGlobal returns the verifier's message for a malformed llvm.used,
// llvm.compiler.used, llvm.global_ctors or llvm.global_dtors, "" otherwise.
func intrinsicGlobal(g *Global) string {
	const (
		badLinkage = "invalid linkage for intrinsic global variable"
		badType    = "wrong type for intrinsic global variable"
	)
	switch g.Name {
	case "llvm.global_ctors", "llvm.global_dtors":
		if g.Init != nil && g.Linkage != AppendingLinkage {
			return badLinkage
		}
		at, ok := g.ValueType.(*ArrayType)
		if !ok {
			return ""
		}
		st, ok := at.Elem.(*StructType)
		if !ok || (len(st.Fields) != 2 && len(st.Fields) != 3) {
			return badType
		}
		if it, ok := st.Fields[0].(*IntType); !ok || it.Bits != 32 {
			return badType
		}
		if pt, ok := st.Fields[1].(*PointerType); !ok || pt.AddrSpace != 0 {
			return badType
		}
		if len(st.Fields) != 3 {
			return "the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form"
		}
		if _, ok := st.Fields[2].(*PointerType); !ok {
			return badType
		}
	case "llvm.used", "llvm.compiler.used":
		if g.Init != nil && g.Linkage != AppendingLinkage {
			return badLinkage
		}
		at, ok := g.ValueType.(*ArrayType)
		if !ok {
			return ""
		}
		if _, ok := at.Elem.(*PointerType); !ok {
			return badType
		}
		if g.Init == nil {
			return ""
		}
		arr, ok := g.Init.(*ConstArray)
		if !ok || isNullConst(arr) {
			return "wrong initializer for intrinsic global variable"
		}
		for _, e := range arr.Elems {
			gv := stripPointerCasts(e)
			switch gv.(type) {
			case *Global, *Function, *Alias:
			default:
				return "invalid " + g.Name + " member"
			}
			if h := Header(gv); h.Numbered {
				return "members of " + g.Name + " must be named"
			}
		}
	}
	return ""
}

// stripPointerCasts looks through bitcast and addrspacecast constant
// expressions, and getelementptr ones whose indices are all zero, as
// Value::stripPointerCasts does.
func stripPointerCasts(c Constant) Constant {
	for {
		ce, ok := c.(*ConstExpr)
		if !ok || len(ce.Ops) == 0 {
			return c
		}
		switch ce.Op {
		case OpBitCast, OpAddrSpaceCast:
		case OpGetElementPtr:
			for _, ix := range ce.Ops[1:] {
				if !isNullConst(ix) {
					return c
				}
			}
		default:
			return c
		}
		c = ce.Ops[0]
	}
}
