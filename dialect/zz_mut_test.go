package dialect

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ferry-ir/ferry/internal/conformance"
)

func TestZZMutantsTestdata(t *testing.T) {
	if os.Getenv("ZZ_GLOB") == "" {
		t.Skip()
	}
	var ins []conformance.Input
	files, _ := filepath.Glob(os.Getenv("ZZ_GLOB"))
	for _, f := range files {
		src, _ := os.ReadFile(f)
		ins = append(ins, conformance.SplitCases(filepath.Base(f), src, conformance.MLIR)...)
	}
	accept := func(name string, src []byte) error { _, err := Parse(NewContext(), name, src); return err }
	conformance.CheckVerdicts(t, conformance.Literal("zz", conformance.MLIR, ins...), accept)
}

func TestZZFindMutant(t *testing.T) {
	if os.Getenv("ZZ_FILE") == "" {
		t.Skip()
	}
	f := os.Getenv("ZZ_FILE")
	k, _ := strconv.Atoi(os.Getenv("ZZ_K"))
	src, _ := os.ReadFile(f)
	judge := conformance.OracleVerdict(conformance.MLIR)
	for _, in := range conformance.SplitCases(filepath.Base(f), src, conformance.MLIR) {
		h := fnv.New64a()
		h.Write([]byte(in.Name))
		ms := conformance.MutantsLang(in.Src, conformance.MLIR, int64(h.Sum64()), 40)
		if k-1 >= len(ms) {
			continue
		}
		m := ms[k-1]
		_, have := Parse(NewContext(), "m.mlir", m)
		want := judge("m.mlir", m)
		if (have == nil) != (want == nil) {
			fmt.Printf("=== %s\n%s\n--- have: %v\n--- want: %v\n", in.Name, m, have, want)
		}
	}
}
