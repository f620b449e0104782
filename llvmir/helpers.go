package llvmir

import (
	"math"
	"math/big"

	"github.com/ferry-ir/ferry/diag"
)

// Func returns the function named name (without '@'), or nil.
func (m *Module) Func(name string) *Function {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Global returns the global variable named name (without '@'), or nil.
func (m *Module) Global(name string) *Global {
	for _, g := range m.Globals {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// IsDeclaration reports whether f has no body.
func (f *Function) IsDeclaration() bool { return len(f.Blocks) == 0 }

// Entry returns the entry block of a definition, or nil.
func (f *Function) Entry() *Block {
	if len(f.Blocks) == 0 {
		return nil
	}
	return f.Blocks[0]
}

// Uint64 returns the value zero-extended to 64 bits (truncated for wider types).
func (c *ConstInt) Uint64() uint64 { return c.Val }

// Int64 returns the value sign-extended from its width (truncated for wider types).
func (c *ConstInt) Int64() int64 {
	b := c.Typ.Bits
	if b >= 64 {
		return int64(c.Val)
	}
	return int64(c.Val<<(64-b)) >> (64 - b)
}

// BigInt returns the value as a signed big integer.
func (c *ConstInt) BigInt() *big.Int {
	if c.Big == nil {
		if c.Typ.Bits >= 64 {
			return new(big.Int).SetUint64(c.Val)
		}
		return big.NewInt(c.Int64())
	}
	x := new(big.Int).Set(c.Big)
	if x.Bit(int(c.Typ.Bits)-1) == 1 {
		x = bigSub(x, c.Typ.Bits)
	}
	return x
}

// Float64 returns the value of a float or double constant (other kinds: NaN).
func (c *ConstFP) Float64() float64 {
	switch c.Typ.Kind {
	case Float64:
		return math.Float64frombits(c.Bits)
	case Float32:
		return float64(math.Float32frombits(uint32(c.Bits)))
	}
	return math.NaN()
}

// Verify checks a module built or changed in memory with the rules Parse
// applies after parsing (see verifyModule). Diagnostics carry no source
// position.
func Verify(m *Module) error {
	return verifyModule(m, &diag.Source{Name: "<module>"})
}
