package interp

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"
	"testing"
)

func i(x int64, bits int) Value { return Int(uint64(x), bits) }

func TestIntBinary(t *testing.T) {
	p := Value{State: Poison}
	tests := []struct {
		name  string
		op    BinOp
		fl    Flags
		bits  int
		a, b  Value
		want  Value
		ubMsg string
	}{
		{"add wraps", Add, 0, 8, i(255, 8), i(1, 8), i(0, 8), ""},
		{"add nuw overflow", Add, NUW, 8, i(255, 8), i(1, 8), p, ""},
		{"add nsw overflow", Add, NSW, 8, i(127, 8), i(1, 8), p, ""},
		{"add nsw ok", Add, NSW, 8, i(-128, 8), i(127, 8), i(-1, 8), ""},
		{"add nsw i64 overflow", Add, NSW, 64, i(math.MaxInt64, 64), i(1, 64), p, ""},
		{"sub nuw underflow", Sub, NUW, 32, i(0, 32), i(1, 32), p, ""},
		{"sub nsw i64 overflow", Sub, NSW, 64, i(math.MinInt64, 64), i(1, 64), p, ""},
		{"mul wraps", Mul, 0, 8, i(16, 8), i(16, 8), i(0, 8), ""},
		{"mul nsw overflow", Mul, NSW, 8, i(64, 8), i(2, 8), p, ""},
		{"mul nuw i64 overflow", Mul, NUW, 64, i(1<<32, 64), i(1<<32, 64), p, ""},
		{"udiv", UDiv, 0, 8, i(-1, 8), i(16, 8), i(15, 8), ""},
		{"udiv by zero", UDiv, 0, 32, i(1, 32), i(0, 32), Value{}, "udiv by zero"},
		{"sdiv overflow", SDiv, 0, 32, i(math.MinInt32, 32), i(-1, 32), Value{}, "sdiv overflow"},
		{"srem overflow", SRem, 0, 32, i(math.MinInt32, 32), i(-1, 32), Value{}, "srem overflow"},
		{"sdiv by poison", SDiv, 0, 32, i(1, 32), p, Value{}, "sdiv by poison divisor"},
		{"sdiv rounds to zero", SDiv, 0, 32, i(-7, 32), i(2, 32), i(-3, 32), ""},
		{"srem sign of dividend", SRem, 0, 32, i(-7, 32), i(2, 32), i(-1, 32), ""},
		{"sdiv exact inexact", SDiv, Exact, 32, i(7, 32), i(2, 32), p, ""},
		{"shl by width", Shl, 0, 32, i(1, 32), i(32, 32), p, ""},
		{"lshr by more", LShr, 0, 8, i(1, 8), i(200, 8), p, ""},
		{"ashr", AShr, 0, 8, i(-128, 8), i(7, 8), i(-1, 8), ""},
		{"lshr exact", LShr, Exact, 8, i(3, 8), i(1, 8), p, ""},
		{"shl nsw", Shl, NSW, 8, i(64, 8), i(1, 8), p, ""},
		{"shl nuw", Shl, NUW, 8, i(128, 8), i(1, 8), p, ""},
		{"or disjoint", Or, Disjoint, 8, i(1, 8), i(3, 8), p, ""},
		{"poison operand", Add, 0, 32, p, i(1, 32), p, ""},
		{"i1 xor", Xor, 0, 1, i(1, 1), i(1, 1), i(0, 1), ""},
	}
	for _, tc := range tests {
		got, err := IntBinary(tc.op, tc.fl, tc.bits, tc.a, tc.b)
		if tc.ubMsg != "" {
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrUB) || !strings.Contains(e.Reason, tc.ubMsg) {
				t.Errorf("%s: want UB %q, have %v", tc.name, tc.ubMsg, err)
			}
			continue
		}
		if err != nil || got.State != tc.want.State || got.State == Defined && got.X != tc.want.X {
			t.Errorf("%s: have %+v %v, want %+v", tc.name, got, err, tc.want)
		}
	}
}

func TestWideIntegers(t *testing.T) {
	max128 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	r, _ := IntBinary(Add, 0, 128, BigInt(max128, 128), BigInt(big.NewInt(1), 128))
	if r.State != Defined || r.Big.Sign() != 0 {
		t.Fatalf("i128 wrap: have %v", r.Big)
	}
	r, _ = IntBinary(Add, NUW, 128, BigInt(max128, 128), BigInt(big.NewInt(1), 128))
	if r.State != Poison {
		t.Fatal("i128 add nuw overflow must be poison")
	}
	// i65: -1 / 2 signed is 0, unsigned is 2^64-1.
	m1 := BigInt(big.NewInt(-1), 65)
	r, _ = IntBinary(SDiv, 0, 65, m1, BigInt(big.NewInt(2), 65))
	if r.Big.Sign() != 0 {
		t.Fatalf("i65 sdiv: %v", r.Big)
	}
	r, _ = IntBinary(UDiv, 0, 65, m1, BigInt(big.NewInt(2), 65))
	if r.Big.Cmp(new(big.Int).SetUint64(math.MaxUint64)) != 0 {
		t.Fatalf("i65 udiv: %v", r.Big)
	}
	if got := FormatValue(&Type{Kind: KInt, Bits: 65}, m1); got != "-1" {
		t.Fatalf("format: %s", got)
	}
	r, _ = IntBinary(Shl, 0, 100, BigInt(big.NewInt(1), 100), BigInt(big.NewInt(100), 100))
	if r.State != Poison {
		t.Fatal("i100 shl by 100 must be poison")
	}
}

func TestCompareAndCast(t *testing.T) {
	if v := ICmp(SLT, 0, 8, i(-1, 8), i(0, 8)); v.X != 1 {
		t.Error("slt -1 0")
	}
	if v := ICmp(ULT, 0, 8, i(-1, 8), i(0, 8)); v.X != 0 {
		t.Error("ult 255 0")
	}
	if v := ICmp(SLT, SameSign, 8, i(-1, 8), i(0, 8)); v.State != Poison {
		t.Error("samesign with different signs must be poison")
	}
	if v := IntCast(Trunc, NUW, 32, 8, i(256, 32)); v.State != Poison {
		t.Error("trunc nuw dropping bits")
	}
	if v := IntCast(Trunc, NSW, 32, 8, i(-1, 32)); v.State != Defined || v.X != 0xff {
		t.Error("trunc nsw -1")
	}
	if v := IntCast(ZExt, NNeg, 8, 32, i(-1, 8)); v.State != Poison {
		t.Error("zext nneg of a negative")
	}
	if v := IntCast(SExt, 0, 8, 32, i(-2, 8)); v.X != 0xfffffffe {
		t.Errorf("sext: %x", v.X)
	}
	d := &Type{Kind: KDouble}
	f := &Type{Kind: KFloat}
	if v := FPToInt(true, d, 32, Value{X: math.Float64bits(3e9)}); v.State != Poison {
		t.Error("fptosi out of range")
	}
	if v := FPToInt(false, d, 32, Value{X: math.Float64bits(-1)}); v.State != Poison {
		t.Error("fptoui of -1")
	}
	if v := FPToInt(true, d, 32, Value{X: math.Float64bits(-2.9)}); v.X != 0xfffffffe {
		t.Errorf("fptosi -2.9: %x", v.X)
	}
	if v := IntToFP(false, 64, f, Value{X: math.MaxUint64}, false); v.X != 0x5f800000 {
		t.Errorf("uitofp u64 max to float: %x", v.X)
	}
	if v := IntToFP(true, 64, d, Value{X: 1<<63 - 1}, false); math.Float64frombits(v.X) != 9.223372036854775808e18 {
		t.Error("sitofp i64 max")
	}
}

func TestFloats(t *testing.T) {
	d := &Type{Kind: KDouble}
	h := &Type{Kind: KHalf}
	bf := &Type{Kind: KBFloat}
	x80 := &Type{Kind: KX86FP80}
	f := &Type{Kind: KFloat}
	if v := FBinary(FAdd, d, Value{X: math.Float64bits(0.1)}, Value{X: math.Float64bits(0.2)}); v.X != 0x3FD3333333333334 {
		t.Errorf("0.1+0.2: %x", v.X)
	}
	nan := FBinary(FDiv, d, Value{}, Value{})
	if !floatIsNaN(d, nan) {
		t.Error("0/0 is NaN")
	}
	if v := FCmp(FUNO, d, nan, Value{}); v.X != 1 {
		t.Error("uno with NaN")
	}
	if v := FCmp(FOEQ, d, nan, nan); v.X != 0 {
		t.Error("oeq NaN NaN is false")
	}
	if v := FCmp(FUNE, d, nan, nan); v.X != 1 {
		t.Error("une NaN NaN is true")
	}
	// float arithmetic rounds to float, not double.
	if v := FBinary(FAdd, f, Value{X: uint64(math.Float32bits(16777216))}, Value{X: uint64(math.Float32bits(1))}); math.Float32frombits(uint32(v.X)) != 16777216 {
		t.Error("float 2^24+1 must round to 2^24")
	}
	for _, c := range []struct {
		f    float64
		want uint64
	}{{65504, 0x7bff}, {65520, 0x7c00}, {1.0 / 3, 0x3555}, {2049, 0x6800}, {2051, 0x6802}, {5.960464477539063e-08, 0x0001}, {math.Copysign(0, -1), 0x8000}} {
		if v := FloatCast(d, h, Value{X: math.Float64bits(c.f)}); v.X != c.want {
			t.Errorf("double %g to half: have %#x want %#x", c.f, v.X, c.want)
		}
	}
	if v := FloatCast(d, bf, Value{X: math.Float64bits(1)}); v.X != 0x3f80 {
		t.Errorf("bfloat 1.0: %#x", v.X)
	}
	if v := FloatCast(h, d, Value{X: 0x3555}); math.Float64frombits(v.X) != 0.333251953125 {
		t.Errorf("half to double: %v", math.Float64frombits(v.X))
	}
	one := FloatCast(d, x80, Value{X: math.Float64bits(1)})
	if one.Hi != 0x3fff || one.X != 1<<63 {
		t.Errorf("x86_fp80 1.0: %#x %#x", one.Hi, one.X)
	}
	three := IntToFP(true, 32, x80, i(3, 32), false)
	if three.Hi != 0x4000 || three.X != 0xC000000000000000 {
		t.Errorf("x86_fp80 3.0: %#x %#x", three.Hi, three.X)
	}
	third := FBinary(FDiv, x80, one, three)
	if third.Hi != 0x3ffd || third.X != 0xAAAAAAAAAAAAAAAB {
		t.Errorf("x86_fp80 1/3: %#x %#x", third.Hi, third.X)
	}
}

func TestMemory(t *testing.T) {
	l := DefaultLayout()
	i32 := &Type{Kind: KInt, Bits: 32}
	i8 := &Type{Kind: KInt, Bits: 8}
	i64 := &Type{Kind: KInt, Bits: 64}
	for _, ty := range []*Type{i32, i8, i64} {
		l.Complete(ty)
	}
	m := NewMemory(1<<20, false)
	a, _ := m.Allocate("%buf", 8, 8, StackAlloc, false)
	p := Value{X: a.Base, Prov: a}
	if v, _ := m.Load(i32, p); v.State != Undef {
		t.Error("uninitialized memory loads as undef")
	}
	if err := m.Store(i32, p, i(0x11223344, 32)); err != nil {
		t.Fatal(err)
	}
	if v, _ := m.Load(i8, p); v.X != 0x44 {
		t.Errorf("little-endian low byte: %#x", v.X)
	}
	if v, _ := m.Load(i64, p); v.State != Undef {
		t.Error("half-initialized i64 is undef")
	}
	m.Store(i32, off(p, 4), Value{State: Poison})
	if v, _ := m.Load(i64, p); v.State != Poison {
		t.Error("a load touching a poison byte is poison")
	}
	_, err := m.Load(i64, off(p, 4))
	var e *Error
	if !errors.As(err, &e) || e.Kind != ErrUB || e.Reason != "load of 8 bytes at offset 4 of %buf, out of bounds (size 8)" {
		t.Errorf("out of bounds: %v", err)
	}
	if _, err := m.Load(i8, Value{}); err == nil || !strings.Contains(err.Error(), "null pointer") {
		t.Errorf("null: %v", err)
	}
	m.Free(a)
	if _, err := m.Load(i8, p); err == nil || !strings.Contains(err.Error(), "after its lifetime ended") {
		t.Errorf("use after free: %v", err)
	}
	g, _ := m.Allocate("@c", 4, 4, GlobalAlloc, true)
	g.ReadOnly = true
	if err := m.Store(i8, Value{X: g.Base}, i(1, 8)); err == nil || !strings.Contains(err.Error(), "to constant @c") {
		t.Errorf("store to constant: %v", err)
	}
	// An address one past the end belongs to its object, never to the next one.
	b, _ := m.Allocate("@b", 4, 4, GlobalAlloc, true)
	if m.Find(g.Base+4) != g || m.Find(b.Base) != b {
		t.Error("Find by address")
	}
}

func TestFormat(t *testing.T) {
	m := &Machine{layout: DefaultLayout()}
	i32 := m.basicType(KInt, 32)
	d := m.basicType(KDouble, 64)
	dv := func(f float64) Value { return Value{X: math.Float64bits(f)} }
	tests := []struct {
		f    string
		v    Value
		t    *Type
		want string
	}{
		{"%5.2f|", dv(3.14159), d, " 3.14|"},
		{"%-5d|", i(7, 32), i32, "7    |"},
		{"%05x", i(255, 32), i32, "000ff"},
		{"%#x", i(255, 32), i32, "0xff"},
		{"%#o", i(255, 32), i32, "0377"},
		{"%+d", i(5, 32), i32, "+5"},
		{"% d", i(-5, 32), i32, "-5"},
		{"%u", i(-1, 32), i32, "4294967295"},
		{"%.0f", dv(0.5), d, "0"},
		{"%.0f", dv(1.5), d, "2"},
		{"%g", dv(0.0001), d, "0.0001"},
		{"%g", dv(1e-5), d, "1e-05"},
		{"%g", dv(123456789), d, "1.23457e+08"},
		{"%g", dv(100000), d, "100000"},
		{"%#g", dv(1), d, "1.00000"},
		{"%G", dv(1e20), d, "1E+20"},
		{"%e", dv(0), d, "0.000000e+00"},
		{"%a", dv(1), d, "0x1p+0"},
		{"%a", dv(0.1), d, "0x1.999999999999ap-4"},
		{"%.2a", dv(1.999), d, "0x2.00p+0"},
		{"%f", dv(math.Inf(-1)), d, "-inf"},
		{"%08.3f", dv(-3.5), d, "-003.500"},
		{"%.3d", i(7, 32), i32, "007"},
		{"%.0d|", i(0, 32), i32, "|"},
		{"%c", i(65, 32), i32, "A"},
		{"100%%", i(0, 32), i32, "100%"},
	}
	for _, tc := range tests {
		out, err := m.Format([]byte(tc.f), &listArgs{vals: []Value{tc.v}, tys: []*Type{tc.t}})
		if err != nil || string(out) != tc.want {
			t.Errorf("printf(%q): have %q %v, want %q", tc.f, out, err, tc.want)
		}
	}
}

func TestRefinesValues(t *testing.T) {
	i32 := &Type{Kind: KInt, Bits: 32}
	d := &Type{Kind: KDouble}
	v4 := &Type{Kind: KVec, N: 2, Elem: i32}
	cases := []struct {
		t        *Type
		src, tgt Value
		want     bool
	}{
		{i32, Value{State: Poison}, i(3, 32), true},
		{i32, Value{State: Undef}, i(3, 32), true},
		{i32, Value{State: Undef}, Value{State: Poison}, false},
		{i32, i(3, 32), Value{State: Poison}, false},
		{i32, i(3, 32), i(4, 32), false},
		{d, Value{X: 0x7ff8000000000000}, Value{X: 0xfff8000000000001}, true},
		{d, Value{X: 0}, Value{X: 1 << 63}, false}, // +0 and -0 differ
		{v4, Value{Elems: []Value{{State: Poison}, i(1, 32)}}, Value{Elems: []Value{i(9, 32), i(1, 32)}}, true},
		{v4, Value{Elems: []Value{{State: Poison}, i(1, 32)}}, Value{Elems: []Value{i(1, 32), {State: Poison}}}, false},
	}
	for k, c := range cases {
		if got := Refines(c.t, c.src, c.tgt); got != c.want {
			t.Errorf("case %d: Refines(%s, %s) = %v", k, FormatValue(c.t, c.src), FormatValue(c.t, c.tgt), got)
		}
	}
}

// Free takes freed allocations out of the address lookup at once and out of the
// live list lazily (popped from the end, compacted when half of it is freed), so
// that freeing many blocks in allocation order is linear, not quadratic.
func TestFreeInAllocationOrder(t *testing.T) {
	m := NewMemory(0, false)
	var as []*Alloc
	for k := range 10 {
		a, err := m.Allocate(fmt.Sprintf("block %d", k), 8, 16, HeapAlloc, true)
		if err != nil {
			t.Fatal(err)
		}
		as = append(as, a)
	}
	check := func(when string, liveLen int) {
		t.Helper()
		if len(m.live) != liveLen {
			t.Errorf("%s: %d entries in the live list, want %d", when, len(m.live), liveLen)
		}
		for _, a := range as {
			got := m.Find(a.Base + 3)
			if a.Freed && got != nil || !a.Freed && got != a {
				t.Errorf("%s: Find in %s (freed %v) gives %v", when, a.Name, a.Freed, got)
			}
		}
	}
	for _, a := range as[:5] {
		m.Free(a)
	}
	check("5 of 10 freed", 10)
	m.Free(as[5])
	check("6 of 10 freed: compacted", 4)
	m.Free(as[9])
	check("the last freed: popped", 3)
	if m.used != 3*8 {
		t.Errorf("%d bytes in use, want 24", m.used)
	}
}

// Reset restores every global's initial bytes and definedness: zero globals (whose
// image is kept as nil), initialized ones and undef ones.
func TestResetRestoresGlobals(t *testing.T) {
	m := parse(t, []byte(`@z = global [8 x i8] zeroinitializer
@i = global [2 x i32] [i32 1, i32 2]
@u = global i32 undef
define void @f() {
  store i64 -1, ptr @z
  store i64 -1, ptr @i
  store i32 5, ptr @u
  ret void
}
`))
	ma, err := NewMachine(m, io.Discard, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for run := range 2 {
		if _, err := ma.Call(ma.Func("f"), nil); err != nil {
			t.Fatal(err)
		}
		if err := ma.Reset(); err != nil {
			t.Fatal(err)
		}
		z, i, u := ma.GlobalAddr("z"), ma.GlobalAddr("i"), ma.GlobalAddr("u")
		if string(z.Data) != "\x00\x00\x00\x00\x00\x00\x00\x00" || z.Shadow != nil {
			t.Errorf("run %d: @z = %x (shadow %v)", run, z.Data, z.Shadow)
		}
		if string(i.Data) != "\x01\x00\x00\x00\x02\x00\x00\x00" || i.Shadow != nil {
			t.Errorf("run %d: @i = %x (shadow %v)", run, i.Data, i.Shadow)
		}
		if u.shadowOf(0, 4) != Undef {
			t.Errorf("run %d: @u is %v, want undef", run, u.shadowOf(0, 4))
		}
	}
}

// Reset frees what a run allocated (argument buffers, leaked and freed heap
// blocks) and leaves memory as NewMachine left it: same live list, bytes in use
// and next address, no freed block still counted.
func TestResetFreesRunAllocations(t *testing.T) {
	m := parse(t, []byte(`@g = global i32 7
declare ptr @malloc(i64)
declare void @free(ptr)
define void @f() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 16)
  %c = call ptr @malloc(i64 32)
  call void @free(ptr %b)
  ret void
}
`))
	ma, err := NewMachine(m, io.Discard, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	live0, used0, next0 := len(ma.mem.live), ma.mem.used, ma.mem.next
	for run := range 2 {
		buf, err := ma.NewBuffer([]byte("abc"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ma.Call(ma.Func("f"), nil); err != nil {
			t.Fatal(err)
		}
		if n := len(ma.HeapBlocks()); n != 3 {
			t.Fatalf("run %d: %d heap blocks before Reset, want 3 (buffer, two leaked)", run, n)
		}
		if err := ma.Reset(); err != nil {
			t.Fatal(err)
		}
		if !buf.Prov.Freed || buf.Prov.Data != nil {
			t.Errorf("run %d: argument buffer not freed by Reset", run)
		}
		if n := len(ma.HeapBlocks()); n != 0 {
			t.Errorf("run %d: %d heap blocks after Reset", run, n)
		}
		if len(ma.mem.live) != live0 || ma.mem.used != used0 || ma.mem.next != next0 || ma.mem.nfreed != 0 {
			t.Errorf("run %d: after Reset live %d used %d next %#x nfreed %d, want %d %d %#x 0",
				run, len(ma.mem.live), ma.mem.used, ma.mem.next, ma.mem.nfreed, live0, used0, next0)
		}
		if g := ma.GlobalAddr("g"); g.Freed || g.Data[0] != 7 {
			t.Errorf("run %d: Reset touched global @g", run)
		}
	}
}
