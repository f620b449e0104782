package llvmir

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// TestFlagVerdicts puts every flag keyword after every instruction opcode and
// requires Ferry to accept exactly the combinations llvm-as-22 accepts.
func TestFlagVerdicts(t *testing.T) {
	as := oracle.Tool(t, "llvm-as")
	asVersion := oracle.Version(as) // once: it runs the tool
	// opcode -> the operands that follow its flags
	forms := map[string]string{
		"add": "i32 %i, %i", "sub": "i32 %i, %i", "mul": "i32 %i, %i", "shl": "i32 %i, %i",
		"udiv": "i32 %i, %i", "sdiv": "i32 %i, %i", "lshr": "i32 %i, %i", "ashr": "i32 %i, %i",
		"urem": "i32 %i, %i", "and": "i32 %i, %i", "or": "i32 %i, %i", "xor": "i32 %i, %i",
		"fadd": "float %f, %f", "fsub": "float %f, %f", "fmul": "float %f, %f", "fdiv": "float %f, %f",
		"frem": "float %f, %f", "fneg": "float %f",
		"icmp eq": "i32 %i, %i", "fcmp oeq": "float %f, %f",
		"trunc": "i32 %i to i8", "zext": "i32 %i to i64", "sext": "i32 %i to i64",
		"fptrunc": "double %d to float", "fpext": "float %f to double", "uitofp": "i32 %i to float",
		"sitofp": "i32 %i to float", "fptoui": "float %f to i32", "ptrtoint": "ptr %p to i64",
		"inttoptr": "i64 %l to ptr", "bitcast": "i32 %i to float", "freeze": "i32 %i",
		"getelementptr": "i8, ptr %p, i64 %l", "select": "i1 %b, float %f, float %f",
		"phi": "", "call": "float @g(float %f)", "load": "i32, ptr %p, align 4",
		"alloca": "i32, align 4", "extractelement": "<2 x i32> %v, i32 0",
	}
	flags := []string{"", "nuw", "nsw", "nuw nsw", "nsw nuw", "nuw nuw", "exact", "disjoint", "nneg", "samesign",
		"inbounds", "nusw", "inbounds nuw", "nusw nuw", "nuw inbounds", "fast", "nnan", "ninf nsz", "reassoc arcp contract afn",
		"volatile", "atomic", "inalloca", "swifterror", "tail", "nnan fast"}
	type tc struct {
		src      string
		ferry    bool
		llvm     bool
		llvmText string
	}
	var cases []*tc
	for op, rest := range forms {
		for _, fl := range flags {
			body := ""
			switch op {
			case "phi":
				body = fmt.Sprintf("entry:\n  br label %%next\nnext:\n  %%r = phi %s float [ %%f, %%entry ]\n  ret void\n", fl)
			case "call":
				body = fmt.Sprintf("  %%r = call %s %s\n  ret void\n", fl, rest)
			default:
				kw, pred, _ := strings.Cut(op, " ")
				text := kw + " " + fl + " " + pred + " " + rest
				body = fmt.Sprintf("  %%r = %s\n  ret void\n", strings.Join(strings.Fields(text), " "))
			}
			src := "declare float @g(float)\n\ndefine void @f(i32 %i, i64 %l, float %f, double %d, ptr %p, i1 %b, <2 x i32> %v) {\n" + body + "}\n"
			cases = append(cases, &tc{src: src})
		}
	}
	var wg sync.WaitGroup
	work := make(chan *tc)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range work {
				_, err := Parse("flags.ll", []byte(c.src))
				c.ferry = err == nil
				c.llvm, c.llvmText = llvmAsVerdict(as, asVersion, c.src)
			}
		}()
	}
	for _, c := range cases {
		work <- c
	}
	close(work)
	wg.Wait()
	accepted := 0
	for _, c := range cases {
		if c.llvm {
			accepted++
		}
		if c.ferry != c.llvm {
			line := c.src[strings.Index(c.src, "%r ="):]
			line = line[:strings.IndexByte(line, '\n')]
			t.Errorf("%s: ferry accepts=%v, llvm-as-22 accepts=%v", line, c.ferry, c.llvm)
		}
	}
	t.Logf("%d opcode/flag combinations, %d accepted by llvm-as-22", len(cases), accepted)
}
