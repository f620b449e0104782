package mlir

import (
	"math/big"
	"testing"
)

func TestSmallIntegerAttrMatchesBig(t *testing.T) {
	vals := []int64{0, 1, -1, 2, 127, 128, 255, 256, -128, -129, 1 << 31, -1 << 31, 1<<31 - 1, 1<<32 - 1, 1 << 62, -1 << 63, 1<<63 - 1, 12345678901, -98765}
	for _, w := range []int{0, 1, 2, 7, 8, 16, 31, 32, 33, 63, 64, 65, 128} {
		for _, s := range []Signedness{Signless, Signed, Unsigned} {
			ty := &IntegerType{Width: w, Signedness: s}
			for _, v := range vals {
				want := newIntegerAttr(ty, big.NewInt(v))
				got, ok := smallIntegerAttr(ty, v)
				if !ok {
					if want.Big == nil {
						t.Errorf("i%d/%d %d: small path refused a result that fits: %d", w, s, v, want.Val)
					}
					continue
				}
				if want.Big != nil || got.Val != want.Val {
					t.Errorf("i%d/%d %d: got %d, want %v/%d", w, s, v, got.Val, want.Big, want.Val)
				}
			}
		}
	}
	for _, v := range vals {
		want := newIntegerAttr(&IndexType{}, big.NewInt(v))
		got, ok := smallIntegerAttr(&IndexType{}, v)
		if !ok || want.Big != nil || got.Val != want.Val {
			t.Errorf("index %d: got %d %v, want %d", v, got.Val, ok, want.Val)
		}
	}
}

// TestSmallIntAttrCacheInterns checks that the lock-free table of small i32 and
// i64 attributes gives the interned attribute: the one the map holds, equal for
// every path (IntegerAttr, parsing) and distinct from other types and values.
func TestSmallIntAttrCacheInterns(t *testing.T) {
	c := NewContext()
	i32, i64, i16 := c.IntegerType(32, Signless), c.IntegerType(64, Signless), c.IntegerType(16, Signless)
	for _, v := range []int64{0, 1, 5, smallIntAttrs - 1, smallIntAttrs, -1} {
		for _, ty := range []*IntegerType{i32, i64, i16} {
			a := c.IntegerAttr(ty, v)
			if a.Type != Type(ty) || a.Val != v {
				t.Fatalf("IntegerAttr(%s, %d) = %s", ty, v, a)
			}
			if b := c.IntegerAttr(ty, v); b != a {
				t.Fatalf("IntegerAttr(%s, %d) twice: two pointers", ty, v)
			}
			if b := c.InternAttr(&IntegerAttr{Type: ty, Val: v}); b != Attribute(a) {
				t.Fatalf("InternAttr(%d : %s) is not the cached attribute", v, ty)
			}
		}
		if c.IntegerAttr(i32, v) == c.IntegerAttr(i64, v) {
			t.Fatalf("%d : i32 and %d : i64 are one attribute", v, v)
		}
	}
}
