package llvmir

import "testing"

// target datalayout strings are validated as LLVM 22's DataLayout parser does,
// with its messages, at the string.
func TestDataLayoutVerdicts(t *testing.T) {
	dl := func(s string) string { return "target datalayout = \"" + s + "\"\n" }
	checkVerdictMessages(t, []verdictCase{
		{"dl-0", dl("")},
		{"dl-1", dl("e")},
		{"dl-2", dl("E")},
		{"dl-3", dl("x")},
		{"dl-4", dl("e-")},
		{"dl-5", dl("-e")},
		{"dl-6", dl("e--m:e")},
		{"dl-7", dl("m:e")},
		{"dl-8", dl("m:x")},
		{"dl-9", dl("m")},
		{"dl-10", dl("m:")},
		{"dl-11", dl("m:ee")},
		{"dl-12", dl("m:q")},
		{"dl-13", dl("p:64:64")},
		{"dl-14", dl("p:64")},
		{"dl-15", dl("p")},
		{"dl-16", dl("p:0:64")},
		{"dl-17", dl("p:64:0")},
		{"dl-18", dl("p:64:3")},
		{"dl-19", dl("p:64:64:128")},
		{"dl-20", dl("p:64:64:64:32")},
		{"dl-21", dl("p:64:64:64:128")},
		{"dl-22", dl("p:64:64:64:32:8")},
		{"dl-23", dl("p1:32:32")},
		{"dl-24", dl("p16777216:64:64")},
		{"dl-25", dl("p(x):64:64")},
		{"dl-26", dl("pu:64:64")},
		{"dl-27", dl("i64:64")},
		{"dl-28", dl("i64")},
		{"dl-29", dl("i0:64")},
		{"dl-30", dl("i64:64:32")},
		{"dl-31", dl("i64:63")},
		{"dl-32", dl("i8:16")},
		{"dl-33", dl("i1:16")},
		{"dl-34", dl("f64:64")},
		{"dl-35", dl("f80:128")},
		{"dl-36", dl("f13:16")},
		{"dl-37", dl("v128:128")},
		{"dl-38", dl("v:128")},
		{"dl-39", dl("a:0:64")},
		{"dl-40", dl("a:64")},
		{"dl-41", dl("a0:64")},
		{"dl-42", dl("n8:16:32:64")},
		{"dl-43", dl("n0")},
		{"dl-44", dl("n")},
		{"dl-45", dl("n8:")},
		{"dl-46", dl("S128")},
		{"dl-47", dl("S0")},
		{"dl-48", dl("S3")},
		{"dl-49", dl("S")},
		{"dl-50", dl("A5")},
		{"dl-51", dl("A")},
		{"dl-52", dl("A16777216")},
		{"dl-53", dl("P1")},
		{"dl-54", dl("G1")},
		{"dl-55", dl("Fi8")},
		{"dl-56", dl("Fn32")},
		{"dl-57", dl("Fx8")},
		{"dl-58", dl("F")},
		{"dl-59", dl("s:64")},
		{"dl-60", dl("ni:1")},
		{"dl-61", dl("ni:0")},
		{"dl-62", dl("z")},
		{"dl-63", dl("e-i64:64-i128:128-f80:128-n8:16:32:64-S128")},
		{"dl-64", dl("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128")},
		{"dl-65", dl("i16777216:64")},
		{"dl-66", dl("p:64:64:64:64:64")},
		{"dl-67", dl("i64:64:64:64")},
		{"dl-68", dl("e:1")},
		{"dl-69", dl("E-e")},
		{"dl-70", dl("p1(fat):64:64")},
		{"dl-71", dl("p1(:64:64")},
		{"dl-72", dl("p1():64:64")},
		{"dl-73", dl("p1(a)(b):64:64")},
		{"dl-74", dl("px1:64:64")},
		{"dl-75", dl("pe1:64:64")},
		{"dl-76", dl("pue1:64:64")},
		{"dl-77", dl("p1x:64:64")},
		{"dl-78", dl("p(fat)1:64:64")},
		{"dl-79", dl("p1(f-t):64:64")},
		{"dl-80", dl("p1(f:t):64:64")},
		{"dl-81", dl("p1(x):64:64-p2(x):64:64")},
		{"dl-82", dl("p1(A):64:64")},
		{"dl-83", dl("p1( ):64:64")},
		{"dl-84", dl("p:64:64:32")},
		{"dl-85", dl("p:64:64::32")},
		{"dl-86", dl("p:64::64")},
		{"dl-87", dl("p::64")},
		{"dl-88", dl("p:64:64:64:0")},
		{"dl-89", dl("p:64:65536")},
		{"dl-90", dl("p:64:64:0")},
		{"dl-91", dl("i64:64:0")},
		{"dl-92", dl("f32:0")},
		{"dl-93", dl("n8:16:+32")},
		{"dl-94", dl("i+8:8")},
		{"dl-95", dl("i08:8")},
		{"dl-96", dl("ni:1:2")},
		{"dl-97", dl("ni")},
		{"dl-98", dl("ni:")},
		{"dl-99", dl("ni:x")},
		{"dl-100", dl("ni:1:")},
		{"dl-101", dl("a1:64")},
		{"dl-102", dl("a0:0")},
		{"dl-103", dl("a::64")},
		{"dl-104", dl("a:64:32")},
		{"dl-105", dl("a:64:64:64")},
		{"dl-106", dl("a")},
		{"dl-107", dl("G")},
		{"dl-108", dl("P")},
		{"dl-109", dl("Fi")},
		{"dl-110", dl("Fi0")},
		{"dl-111", dl("Fi3")},
		{"dl-112", dl("S8")},
		{"dl-113", dl("s")},
		{"dl-114", dl("sx:8")},
		{"dl-115", dl("p1:64:64-p1:32:32")},
		{"dl-116", dl("p1(x):64:64-p1(x):64:64")},
		{"dl-117", dl("pe:64:64")},
		{"dl-118", dl("pe(x):64:64")},
		{"dl-119", dl("i99999999999999999999:8")},
	})
}

// Verify, on a module whose datalayout was changed in memory to a malformed
// string, still takes the address widths of the well-formed pointer
// specifications, the later of two for one space winning; a malformed pointer
// specification gives no width (before one parse served both the check and
// the widths, the index size 99 below was taken).
func TestVerifyMalformedDataLayoutWidths(t *testing.T) {
	if _, err := Parse("x.ll", []byte("define i16 @f(ptr addrspace(1) %p) {\n  %a = ptrtoaddr ptr addrspace(1) %p to i16\n  ret i16 %a\n}\n")); err == nil {
		t.Fatal("ptrtoaddr to i16 accepted without a datalayout")
	}
	m, err := Parse("x.ll", []byte("target datalayout = \"p1:64:64:64:16\"\n\ndefine i16 @f(ptr addrspace(1) %p) {\n  %a = ptrtoaddr ptr addrspace(1) %p to i16\n  ret i16 %a\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dl string
		ok bool
	}{
		{"p1:32:32-x-p1:16:16", true},
		{"p1:16:16-p1:32:32:32:99", true}, // index size above pointer size: skipped
		{"p1:16:16--p1:32:32", false},
		{"q-p1:64:64:64:16", true},
	} {
		m.DataLayout = c.dl
		if err := Verify(m); (err == nil) != c.ok {
			t.Errorf("datalayout %q: Verify gives %v, want ok=%v", c.dl, err, c.ok)
		}
	}
}
