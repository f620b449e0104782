package llvm

// dwarfTable is one of the generated DWARF name lists.
type dwarfTable []DwarfName

func (t dwarfTable) name(v int64) (string, bool) {
	lo, hi := 0, len(t)
	for lo < hi {
		m := (lo + hi) / 2
		if t[m].Value < v {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(t) && t[lo].Value == v {
		return t[lo].Name, true
	}
	return "", false
}

func (t dwarfTable) value(name string) (int64, bool) {
	for _, d := range t {
		if d.Name == name {
			return d.Value, true
		}
	}
	return 0, false
}

var (
	dwarfTags  = dwarfTable(dwarfTAG[:])
	dwarfEncs  = dwarfTable(dwarfATE[:])
	dwarfLangs = dwarfTable(dwarfLANG[:])
	dwarfCCs   = dwarfTable(dwarfCC[:])
	dwarfOps   = dwarfTable(dwarfOP[:])
)
