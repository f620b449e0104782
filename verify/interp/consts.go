package interp

import (
	"math/big"

	"github.com/ferry-ir/ferry/llvmir"
)

// constValue evaluates a constant (including constant expressions and the addresses
// of globals and functions).
func (m *Machine) constValue(c llvmir.Constant) (Value, error) {
	return m.constDepth(c, 0)
}

// aggregateType is typeOf for a constant that fills a whole value of the type
// (zeroinitializer, undef, poison): one whose registers would not fit in the memory
// limit is refused with the memory-limit verdict.
func (m *Machine) aggregateType(lt llvmir.Type) (*Type, error) {
	t, err := m.typeOf(lt)
	if err != nil {
		return nil, err
	}
	return t, m.mem.fitsValue(t)
}

func (m *Machine) constDepth(c llvmir.Constant, depth int) (Value, error) {
	if depth > 200 {
		return Value{}, unsupported("constant nested too deeply")
	}
	switch c := c.(type) {
	case *llvmir.ConstInt:
		if c.Typ.Bits > 64 {
			if c.Big != nil {
				return BigInt(c.Big, int(c.Typ.Bits)), nil
			}
			return BigInt(new(big.Int).SetUint64(c.Val), int(c.Typ.Bits)), nil
		}
		return Int(c.Val, int(c.Typ.Bits)), nil
	case *llvmir.ConstFP:
		return Value{X: c.Bits, Hi: c.Hi}, nil
	case *llvmir.ConstNull:
		return Value{}, nil
	case *llvmir.ConstNone:
		return Value{}, nil
	case *llvmir.ConstUndef:
		t, err := m.aggregateType(c.Typ)
		if err != nil {
			return Value{}, err
		}
		return UndefValue(t), nil
	case *llvmir.ConstPoison:
		t, err := m.aggregateType(c.Typ)
		if err != nil {
			return Value{}, err
		}
		return PoisonValue(t), nil
	case *llvmir.ConstZero:
		t, err := m.aggregateType(c.Typ)
		if err != nil {
			return Value{}, err
		}
		return ZeroValue(t), nil
	case *llvmir.ConstArray:
		return m.constList(c.Typ, c.Elems, depth)
	case *llvmir.ConstVector:
		return m.constList(c.Typ, c.Elems, depth)
	case *llvmir.ConstStruct:
		return m.constList(c.Typ, c.Fields, depth)
	case *llvmir.ConstString:
		e := make([]Value, len(c.Data))
		for i, b := range c.Data {
			e[i] = Value{X: uint64(b)}
		}
		return Value{Elems: e}, nil
	case *llvmir.ConstSplat:
		v, err := m.constDepth(c.Elem, depth+1)
		if err != nil {
			return Value{}, err
		}
		e := make([]Value, c.Typ.Len)
		for i := range e {
			e[i] = v
		}
		return Value{Elems: e}, nil
	case *llvmir.Global:
		a := m.globals[c]
		if a == nil {
			return Value{}, malformed("global @%s is not part of the module", c.Name)
		}
		return Value{X: a.Base, Prov: a}, nil
	case *llvmir.Function:
		f := m.funcs[c]
		if f == nil {
			return Value{}, malformed("function @%s is not part of the module", c.Name)
		}
		return Value{X: f.addr.Base, Prov: f.addr}, nil
	case *llvmir.Alias:
		if c.Aliasee == nil {
			return Value{}, malformed("alias @%s without aliasee", c.Name)
		}
		return m.constDepth(c.Aliasee, depth+1)
	case *llvmir.DSOLocalEquivalent:
		return m.constDepth(c.Global, depth+1)
	case *llvmir.NoCFI:
		return m.constDepth(c.Global, depth+1)
	case *llvmir.BlockAddress:
		return m.blockAddress(c)
	case *llvmir.ConstExpr:
		return m.constExpr(c, depth)
	case *llvmir.IFunc:
		return Value{}, unsupported("ifunc @%s", c.Name)
	case *llvmir.PtrAuth:
		return Value{}, unsupported("ptrauth constant")
	case nil:
		return Value{}, malformed("missing constant")
	}
	return Value{}, unsupported("constant of kind %T", c)
}

// constList evaluates an aggregate constant of type t, refused whole when it would
// not fit the memory limit (its elements may each fit: 1000 zeroinitializers of a
// megabyte-lane array).
func (m *Machine) constList(t llvmir.Type, cs []llvmir.Constant, depth int) (Value, error) {
	if _, err := m.aggregateType(t); err != nil {
		return Value{}, err
	}
	e := make([]Value, len(cs))
	for i, x := range cs {
		v, err := m.constDepth(x, depth+1)
		if err != nil {
			return Value{}, err
		}
		e[i] = v
	}
	return Value{Elems: e}, nil
}

func (m *Machine) blockAddress(c *llvmir.BlockAddress) (Value, error) {
	fn, ok := c.Func.(*llvmir.Function)
	if !ok || c.Block == nil {
		return Value{}, unsupported("blockaddress of a declaration")
	}
	f := m.funcs[fn]
	if f == nil {
		return Value{}, malformed("blockaddress of an unknown function")
	}
	idx := c.Block.Index
	if idx < 0 || idx >= len(fn.Blocks) || fn.Blocks[idx] != c.Block {
		idx = -1
		for i, b := range fn.Blocks {
			if b == c.Block {
				idx = i
			}
		}
		if idx < 0 {
			return Value{}, malformed("blockaddress names a block not in @%s", fn.Name)
		}
	}
	if f.blockAd == nil {
		f.blockAd = make([]*Alloc, len(fn.Blocks))
	}
	if f.blockAd[idx] == nil {
		a, err := m.mem.Allocate("blockaddress(@"+fn.Name+")", 0, 16, BlockAlloc, true)
		if err != nil {
			return Value{}, err
		}
		a.Fn, a.Block = f, idx
		f.blockAd[idx] = a
	}
	a := f.blockAd[idx]
	return Value{X: a.Base, Prov: a}, nil
}

func (m *Machine) constExpr(c *llvmir.ConstExpr, depth int) (Value, error) {
	ops := make([]Value, len(c.Ops))
	tys := make([]*Type, len(c.Ops))
	for i, o := range c.Ops {
		v, err := m.constDepth(o, depth+1)
		if err != nil {
			return Value{}, err
		}
		ops[i] = v
		t, err := m.typeOf(o.Type())
		if err != nil {
			return Value{}, err
		}
		tys[i] = t
	}
	rt, err := m.typeOf(c.Typ)
	if err != nil {
		return Value{}, err
	}
	need := func(n int) error {
		if len(ops) < n {
			return malformed("constant %s needs %d operands", c.Op, n)
		}
		return nil
	}
	switch {
	case c.Op.IsBinary():
		if err := need(2); err != nil {
			return Value{}, err
		}
		return m.binary(binOps[c.Op], convFlags(c.Flags), rt, ops[0], ops[1])
	case c.Op.IsCast() || c.Op == llvmir.OpPtrToAddr:
		if err := need(1); err != nil {
			return Value{}, err
		}
		return m.cast(castOps[c.Op], convFlags(c.Flags), tys[0], rt, ops[0])
	case c.Op == llvmir.OpGetElementPtr:
		if err := need(1); err != nil {
			return Value{}, err
		}
		src, err := m.typeOf(c.SrcElem)
		if err != nil {
			return Value{}, err
		}
		return m.gep(c.Flags, src, rt, ops[0], ops[1:], tys[1:])
	case c.Op == llvmir.OpExtractElement:
		if err := need(2); err != nil {
			return Value{}, err
		}
		return extractElement(tys[0], ops[0], ops[1], tys[1])
	case c.Op == llvmir.OpInsertElement:
		if err := need(3); err != nil {
			return Value{}, err
		}
		return insertElement(tys[0], ops[0], ops[1], ops[2], tys[2])
	case c.Op == llvmir.OpShuffleVector:
		if err := need(3); err != nil {
			return Value{}, err
		}
		return shuffle(tys[0], rt, ops[0], ops[1], ops[2])
	}
	return Value{}, unsupported("constant expression %s", c.Op)
}
