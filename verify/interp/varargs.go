package interp

// Variadic arguments follow the x86-64 System V ABI, because clang lowers va_arg
// itself into loads from the va_list structure
//
//	struct { i32 gp_offset; i32 fp_offset; ptr overflow_arg_area; ptr reg_save_area }
//
// va_start builds a register save area (6 general registers, then 8 vector
// registers of 16 bytes) and an overflow area holding the variadic arguments where
// the ABI would put them, and fills the va_list. The va_arg instruction reads the
// same structure. Other targets' va_list layouts are not modelled.

const (
	gpRegs     = 6
	fpRegs     = 8
	regSaveLen = gpRegs*8 + fpRegs*16
)

// classify reports how many general and vector registers a value of type t takes
// (0, 0 when it goes to memory).
func classify(t *Type) (gp, fp int) {
	switch t.Kind {
	case KInt:
		if t.Bits <= 64 {
			return 1, 0
		}
		if t.Bits <= 128 {
			return 2, 0
		}
	case KPtr:
		return 1, 0
	case KFloat, KDouble, KHalf, KBFloat, KFP128:
		return 0, 1
	case KVec:
		if t.Size <= 16 {
			return 0, 1
		}
	}
	return 0, 0
}

func (f *Func) countNamed() {
	if f.namedDone {
		return
	}
	f.namedDone = true
	gp, fp := 0, 0
	for i, p := range f.Sig.Params {
		if f.Src != nil && i < len(f.Src.Params) && (f.Src.Params[i].Attrs.Has("byval")) {
			continue
		}
		g, v := classify(p)
		if gp+g <= gpRegs && fp+v <= fpRegs {
			gp += g
			fp += v
		}
	}
	f.named.gp, f.named.fp = gp, fp
}

func vaStart(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	if fr == nil {
		return Value{}, unsupported("va_start outside a function")
	}
	if !fr.f.Sig.Variadic {
		return Value{}, ub("va_start in non-variadic @%s", fr.f.Name)
	}
	fr.f.countNamed()
	if fr.vaArea == nil {
		if err := m.buildVAArea(fr); err != nil {
			return Value{}, err
		}
	}
	rsa, ovf := fr.vaArea[0], fr.vaArea[1]
	i32 := &Type{Kind: KInt, Bits: 32}
	m.layout.Complete(i32)
	pt := m.ptrType()
	p := args[0]
	if err := m.mem.Store(i32, p, Int(uint64(fr.f.named.gp*8), 32)); err != nil {
		return Value{}, err
	}
	if err := m.mem.Store(i32, off(p, 4), Int(uint64(gpRegs*8+fr.f.named.fp*16), 32)); err != nil {
		return Value{}, err
	}
	if err := m.mem.Store(pt, off(p, 8), Value{X: ovf.Base, Prov: ovf}); err != nil {
		return Value{}, err
	}
	return Value{}, m.mem.Store(pt, off(p, 16), Value{X: rsa.Base, Prov: rsa})
}

func off(p Value, n int64) Value { return Value{X: p.X + uint64(n), Prov: p.Prov} }

// overflowSlot places an argument of type t in the overflow area of size *end (at
// least 8-aligned, in 8-byte units) and returns its offset.
func overflowSlot(end *int64, t *Type) int64 {
	al := int64(8)
	if t.Align > 8 {
		al = t.Align
	}
	at := roundUp(*end, al)
	*end = at + roundUp(t.Size, 8)
	return at
}

func (m *Machine) buildVAArea(fr *frame) error {
	// Lay out the overflow area first to know its size.
	gp, fp := fr.f.named.gp, fr.f.named.fp
	type place struct {
		reg  bool
		at   int64
		size int64
	}
	places := make([]place, len(fr.va))
	var ovfSize int64
	for i := range fr.va {
		t := fr.vaTy[i]
		var bv *Type
		if i < len(fr.vaByval) {
			bv = fr.vaByval[i]
		}
		if bv == nil {
			g, v := classify(t)
			if (g > 0 || v > 0) && gp+g <= gpRegs && fp+v <= fpRegs {
				if g > 0 {
					places[i] = place{true, int64(gp * 8), int64(g * 8)}
					gp += g
				} else {
					places[i] = place{true, int64(gpRegs*8 + fp*16), 16}
					fp += v
				}
				continue
			}
			places[i] = place{false, overflowSlot(&ovfSize, t), t.Store}
			continue
		}
		places[i] = place{false, overflowSlot(&ovfSize, bv), bv.Size}
	}
	rsa, err := m.mem.Allocate("va register save area of @"+fr.f.Name, regSaveLen, 16, StackAlloc, false)
	if err != nil {
		return err
	}
	ovf, err := m.mem.Allocate("va overflow area of @"+fr.f.Name, ovfSize, 16, StackAlloc, false)
	if err != nil {
		return err
	}
	fr.vaArea = []*Alloc{rsa, ovf}
	for i, pl := range places {
		t := fr.vaTy[i]
		var bv *Type
		if i < len(fr.vaByval) {
			bv = fr.vaByval[i]
		}
		a := ovf
		if pl.reg {
			a = rsa
		}
		dst := Value{X: a.Base + uint64(pl.at), Prov: a}
		if bv != nil {
			if err := m.mem.Copy(dst, fr.va[i], bv.Size, false, "variadic byval argument"); err != nil {
				return err
			}
			continue
		}
		v := fr.va[i]
		if pl.reg && t.Kind == KInt && t.Bits < 64 {
			// Registers hold the value zero-extended (the upper bits are unspecified).
			i64 := &Type{Kind: KInt, Bits: 64}
			m.layout.Complete(i64)
			if err := m.mem.Store(i64, dst, Value{X: v.X, State: v.State}); err != nil {
				return err
			}
			continue
		}
		if err := m.mem.Store(t, dst, v); err != nil {
			return err
		}
	}
	return nil
}

func vaCopy(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	return Value{}, m.mem.Copy(args[0], args[1], 24, false, "va_copy")
}

// vaArg implements the va_arg instruction on an x86-64 va_list.
func (m *Machine) vaArg(fr *frame, t *Type, p Value) (Value, error) {
	i32 := &Type{Kind: KInt, Bits: 32}
	m.layout.Complete(i32)
	pt := m.ptrType()
	g, v := classify(t)
	if g > 0 || v > 0 {
		offAt, lim, step := int64(0), int64(gpRegs*8), int64(8*g)
		if v > 0 {
			offAt, lim, step = 4, int64(regSaveLen), 16
		}
		o, err := m.mem.Load(i32, off(p, offAt))
		if err != nil {
			return Value{}, err
		}
		if int64(o.X)+step <= lim {
			rsa, err := m.mem.Load(pt, off(p, 16))
			if err != nil {
				return Value{}, err
			}
			r, err := m.mem.Load(t, off(rsa, int64(o.X)))
			if err != nil {
				return Value{}, err
			}
			return r, m.mem.Store(i32, off(p, offAt), Int(o.X+uint64(step), 32))
		}
	}
	ov, err := m.mem.Load(pt, off(p, 8))
	if err != nil {
		return Value{}, err
	}
	if t.Align > 8 {
		ov.X = uint64(roundUp(int64(ov.X), t.Align))
	}
	r, err := m.mem.Load(t, ov)
	if err != nil {
		return Value{}, err
	}
	return r, m.mem.Store(pt, off(p, 8), off(ov, roundUp(t.Size, 8)))
}
