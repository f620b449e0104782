package llvmir

import (
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// attrSpelling is how each keyword attribute is written in a test: with the
// arguments it needs.
func attrSpelling(kw string) string {
	switch kw {
	case "align":
		return "align 8"
	case "alignstack":
		return "alignstack(8)"
	case "dereferenceable", "dereferenceable_or_null":
		return kw + "(8)"
	case "byval", "byref", "preallocated", "inalloca", "sret", "elementtype":
		return kw + "(i32)"
	case "memory":
		return "memory(none)"
	case "range":
		return "range(i32 0, 4)"
	case "nofpclass":
		return "nofpclass(nan)"
	case "captures":
		return "captures(none)"
	case "allocsize":
		return "allocsize(0)"
	case "vscale_range":
		return "vscale_range(1,2)"
	case "uwtable":
		return "uwtable(sync)"
	case "allockind":
		return `allockind("alloc")`
	case "initializes":
		return "initializes((0, 4))"
	}
	return kw
}

// TestAttrVerdicts puts every keyword attribute on a function, a return value
// and parameters of several types, and requires Ferry to accept exactly what
// llvm-as-22 accepts.
func TestAttrVerdicts(t *testing.T) {
	as := oracle.Tool(t, "llvm-as")
	asVersion := oracle.Version(as) // once: it runs the tool
	var kws []string
	for k := range attrApplies {
		kws = append(kws, k)
	}
	sort.Strings(kws)
	type tc struct {
		src, what   string
		ferry, llvm bool
	}
	var cases []*tc
	for _, kw := range kws {
		a := attrSpelling(kw)
		for _, ty := range []string{"i32", "ptr", "float"} {
			cases = append(cases,
				&tc{src: "declare void @f(" + ty + " " + a + ")\n", what: "param " + ty + " " + a},
				&tc{src: "declare " + a + " " + ty + " @f()\n", what: "ret " + ty + " " + a})
		}
		cases = append(cases, &tc{src: "declare void @f(i32, ptr) " + a + "\n", what: "fn " + a})
	}
	var wg sync.WaitGroup
	work := make(chan *tc)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range work {
				_, err := Parse("attrs.ll", []byte(c.src))
				c.ferry = err == nil
				c.llvm, _ = llvmAsVerdict(as, asVersion, c.src)
			}
		}()
	}
	for _, c := range cases {
		work <- c
	}
	close(work)
	wg.Wait()
	bad := 0
	for _, c := range cases {
		if c.ferry != c.llvm {
			bad++
			t.Errorf("%s: ferry accepts=%v, llvm-as-22 accepts=%v", c.what, c.ferry, c.llvm)
		}
	}
	t.Logf("%d attribute placements, %d disagreements", len(cases), bad)
	_ = strings.Cut
}
