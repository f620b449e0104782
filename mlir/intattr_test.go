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
