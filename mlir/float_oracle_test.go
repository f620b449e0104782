package mlir_test

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// TestOracleFloats prints random float attributes of every width (given as hex
// bits, and as decimal literals) and compares with mlir-opt-22: the shortest
// round-tripping form, APFloat's 6-digit and default forms, and hex for NaN/Inf.
func TestOracleFloats(t *testing.T) {
	oracle.Tool(t, "mlir-opt")
	rng := rand.New(rand.NewSource(7))
	kinds := []struct {
		name string
		bits int
	}{{"f16", 16}, {"bf16", 16}, {"f32", 32}, {"f64", 64}, {"f80", 80}, {"f128", 128}, {"tf32", 19},
		{"f8E5M2", 8}, {"f8E4M3FN", 8}, {"f8E5M2FNUZ", 8}, {"f8E4M3FNUZ", 8}, {"f8E4M3B11FNUZ", 8}, {"f8E3M4", 8}, {"f8E4M3", 8}, {"f8E8M0FNU", 8},
		{"f4E2M1FN", 4}, {"f6E2M3FN", 6}, {"f6E3M2FN", 6}}
	var b strings.Builder
	for line := 0; line < 30; line++ {
		var attrs []string
		for i, k := range kinds {
			// Random bits, hex.
			var hex string
			if k.bits <= 64 {
				v := rng.Uint64()
				if k.bits < 64 {
					v &= 1<<uint(k.bits) - 1
				}
				hex = fmt.Sprintf("0x%X", v)
			} else {
				hi := rng.Uint64() & (1<<uint(k.bits-64) - 1)
				hex = fmt.Sprintf("0x%X%016X", hi, rng.Uint64())
				if k.name == "f80" {
					// x87 needs the explicit integer bit for normal values.
					hex = fmt.Sprintf("0x%X%016X", hi, rng.Uint64()|1<<63)
				}
			}
			attrs = append(attrs, fmt.Sprintf("h%d = %s : %s", i, hex, k.name))
			// Decimal literals (read as double, then converted).
			if k.bits >= 16 {
				e := rng.Intn(20) - 10
				attrs = append(attrs, fmt.Sprintf("d%d = %g : %s", i, (rng.Float64()*2-1)*math.Pow(10, float64(e)), k.name))
			}
		}
		fmt.Fprintf(&b, "\"foo.f\"() {%s} : () -> ()\n", strings.Join(attrs, ", "))
	}
	src := []byte(b.String())
	want, werr := oracle.Run(t, "mlir-opt", src, "--allow-unregistered-dialect", "-")
	have, herr := ferryFmt(t, "<stdin>", src, mlir.PrintOptions{})
	if werr != nil || herr != nil {
		t.Fatalf("mlir-opt: %v\nferry: %v", werr, herr)
	}
	if have != string(want) {
		t.Fatalf("float attributes differ from mlir-opt-22: %s", firstDiff(have, string(want)))
	}
}
