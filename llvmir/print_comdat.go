package llvmir

// printedComdats returns the comdats llvm-dis-22 prints, in its order: those
// some function or global variable is in, by first use, functions first (its
// writer collects them from the module's global objects, functions before
// variables); a comdat nothing is in is not printed.
func printedComdats(m *Module) []*Comdat {
	if len(m.Comdats) == 0 {
		return nil
	}
	out := make([]*Comdat, 0, len(m.Comdats))
	seen := make(map[*Comdat]bool, len(m.Comdats))
	add := func(c *Comdat) {
		if c != nil && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, f := range m.Funcs {
		add(f.Comdat)
	}
	for _, g := range m.Globals {
		add(g.Comdat)
	}
	return out
}
