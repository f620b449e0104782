// Package dialect registers every dialect Ferry knows. Each dialect lives in a
// package of its own below this one (builtin, llvm, ...); RegisterAll is the one
// place that lists them.
package dialect

import (
	"github.com/ferry-ir/ferry/dialect/amx"
	"github.com/ferry-ir/ferry/dialect/armneon"
	"github.com/ferry-ir/ferry/dialect/builtin"
	"github.com/ferry-ir/ferry/dialect/dlti"
	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/dialect/x86vector"
	"github.com/ferry-ir/ferry/mlir"
)

// registrations lists each dialect's Register function, in registration order.
var registrations = []func(*mlir.Context) error{
	builtin.Register,
	llvm.Register,
	x86vector.Register,
	armneon.Register,
	amx.Register,
	// dlti's data-layout spec stands on every module mlir-translate imports.
	dlti.Register,
}

// RegisterAll registers every dialect in ctx. Registering a namespace twice fails.
func RegisterAll(ctx *mlir.Context) error {
	for _, r := range registrations {
		if err := r(ctx); err != nil {
			return err
		}
	}
	return nil
}

// NewContext returns a context with every dialect registered.
func NewContext() *mlir.Context {
	ctx := mlir.NewContext()
	if err := RegisterAll(ctx); err != nil {
		// Registration of Ferry's own dialects cannot fail unless two of them claim
		// one namespace: a bug, not an input error.
		panic("dialect.NewContext: " + err.Error())
	}
	return ctx
}

// Parse parses MLIR text with ctx (the ops' creation hooks complete them as MLIR
// does, with the defaulted inherent attributes the generic form may leave out)
// and verifies the result: what `mlir-opt x.mlir` does before printing.
func Parse(ctx *mlir.Context, filename string, src []byte) (*mlir.Operation, error) {
	op, err := mlir.Parse(ctx, filename, src)
	if err != nil {
		return nil, err
	}
	if err := mlir.Verify(op); err != nil {
		return nil, err
	}
	return op, nil
}
