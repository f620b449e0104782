// Package amx is MLIR 22's amx dialect for Ferry: the Intel AMX tile ops
// (amx.tile_load, amx.tile_mulf, ...) and the tile type !amx.tile<16x64xi8>.
//
// ops_gen.go is generated from MLIR's AMX.td by the LLVM dialect's generator; the
// ops are parsed, printed and verified by the LLVM dialect's declarative-format
// engine (llvm.NewFormatDialect). The tile type is written here.
package amx

//go:generate go run ../llvm/internal/gen -ops mlir/Dialect/AMX/AMX.td -dialect AMX_Dialect -pkg amx

import (
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/mlir"
)

// Dialect is the amx dialect: its ops (from the table) and the tile type.
type Dialect struct {
	*llvm.FormatDialect
}

// Register adds the amx dialect to ctx.
func Register(ctx *mlir.Context) error {
	return ctx.Register(Dialect{llvm.NewFormatDialect("amx", opSpecs[:])})
}

// TileType is !amx.tile<RxCxT>: a 2-D tile of R rows and C columns of T.
type TileType struct {
	mlir.DialectTypeBase
	Shape []int64
	Elem  mlir.Type
}

// Namespace returns "amx".
func (*TileType) Namespace() string { return "amx" }

// String returns the type in MLIR syntax.
func (t *TileType) String() string { return "!amx." + t.body() }

func (t *TileType) body() string {
	var b strings.Builder
	b.WriteString("tile<")
	for _, d := range t.Shape {
		b.WriteString(strconv.FormatInt(d, 10))
		b.WriteString("x")
	}
	b.WriteString(t.Elem.String())
	b.WriteString(">")
	return b.String()
}

// PrintBody prints the type after `!amx.`.
func (t *TileType) PrintBody(p *mlir.DialectPrinter) { p.Write(t.body()) }

// Tile returns the interned !amx.tile type of shape and elem.
func Tile(ctx *mlir.Context, shape []int64, elem mlir.Type) *TileType {
	return ctx.InternType(&TileType{Shape: shape, Elem: elem}).(*TileType)
}

// elemByName maps the element types a tile may hold to their builders.
func elemByName(ctx *mlir.Context, name string) mlir.Type {
	switch name {
	case "bf16":
		return ctx.FloatType(mlir.BF16)
	case "f16":
		return ctx.FloatType(mlir.F16)
	case "f32":
		return ctx.FloatType(mlir.F32)
	}
	if w, err := strconv.Atoi(strings.TrimPrefix(name, "i")); err == nil && strings.HasPrefix(name, "i") && w > 0 {
		return ctx.IntegerType(w, mlir.Signless)
	}
	return nil
}

// ParseType implements mlir.TypeParser: tile<16x64xi8>. The dimension list lexes
// as an integer and an identifier (`16`, `x64xi8`), split here.
func (Dialect) ParseType(p *mlir.DialectParser) (mlir.Type, error) {
	ctx := p.Context()
	if p.Mnemonic != "tile" {
		return nil, p.Errorf(p.Start(), "unknown amx type: %s", p.Mnemonic)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	first, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	off := p.Offset()
	rest, err := p.ParseKeyword()
	if err != nil {
		return nil, err
	}
	shape := []int64{first}
	parts := strings.Split(rest, "x")
	if len(parts) < 2 || parts[0] != "" {
		return nil, p.Errorf(off, "expected 'x' in a dimension list")
	}
	for _, d := range parts[1 : len(parts)-1] {
		n, err := strconv.ParseInt(d, 10, 64)
		if err != nil || n <= 0 {
			return nil, p.Errorf(off, "invalid dimension %q", d)
		}
		shape = append(shape, n)
	}
	elem := elemByName(ctx, parts[len(parts)-1])
	if elem == nil {
		return nil, p.Errorf(off, "invalid tile element type %q", parts[len(parts)-1])
	}
	if len(shape) != 2 {
		return nil, p.Errorf(off, "expected a 2-D tile shape")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Tile(ctx, shape, elem), nil
}
