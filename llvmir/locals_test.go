package llvmir

import (
	"strconv"
	"testing"
)

// TestLocalTable checks the table of local names against a Go map through
// growth, duplicates, misses and a reset.
func TestLocalTable(t *testing.T) {
	m := NewModule()
	i32, i64 := m.IntType(32), m.IntType(64)
	var lt localTable
	lt.reset(0)
	want := map[string]Value{}
	for i := range 5000 {
		name := "v" + strconv.Itoa(i*7919%10007)
		v := &Instruction{Name: name, Typ: i32}
		if i%3 == 0 {
			v.Typ = i64
		}
		_, dup := want[name]
		if got := lt.insert(name, v); got == dup {
			t.Fatalf("insert(%q) = %v, want %v", name, got, !dup)
		}
		if !dup {
			want[name] = v
		}
	}
	for i := range 12000 {
		name := "v" + strconv.Itoa(i)
		v, ty, ok := lt.getBytes([]byte(name))
		w, wok := want[name]
		if ok != wok || v != w || ok && ty != w.Type() {
			t.Fatalf("getBytes(%q) = %v, %v, %v; want %v, %v", name, v, ty, ok, w, wok)
		}
		if v2, ok2 := lt.get(name); ok2 != ok || v2 != v {
			t.Fatalf("get(%q) disagrees with getBytes", name)
		}
	}
	lt.reset(10)
	if _, ok := lt.get("v0"); ok {
		t.Fatal("a name survived reset")
	}
	if !lt.insert("v0", &Instruction{Typ: i32}) || lt.insert("v0", &Instruction{Typ: i32}) {
		t.Fatal("insert after reset")
	}
}
