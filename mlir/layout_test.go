package mlir

import (
	"testing"
	"unsafe"
)

// TestOpWithResultLayout guards the layout NewOperation relies on for speed: a
// single-result op is one 320-byte object (a size class whose objects are 64-byte
// aligned), with the result pointer and the Value's hot fields (Type, owner,
// block, index, num) in its first 64 bytes. A new field in Value or Operation
// should keep this, or update the comment on opWithResult.
func TestOpWithResultLayout(t *testing.T) {
	var o opWithResult
	if size := unsafe.Sizeof(o); size != 320 {
		t.Errorf("opWithResult is %d bytes, want 320", size)
	}
	hotEnd := unsafe.Offsetof(o.val) + unsafe.Offsetof(o.val.num) + unsafe.Sizeof(o.val.num)
	if unsafe.Offsetof(o.ptr) != 0 || hotEnd > 64 {
		t.Errorf("result pointer at %d, Value's hot fields end at %d: want 0 and at most 64", unsafe.Offsetof(o.ptr), hotEnd)
	}
	for _, off := range []uintptr{unsafe.Offsetof(o.val.owner), unsafe.Offsetof(o.val.block), unsafe.Offsetof(o.val.index)} {
		if off > unsafe.Offsetof(o.val.num) {
			t.Errorf("a hot Value field at %d comes after num", off)
		}
	}
}
