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

// Rank is the number of dimensions (the tile constraints of the ops ask for 2).
func (t *TileType) Rank() int { return len(t.Shape) }

// Tile returns the interned !amx.tile type of shape and elem.
func Tile(ctx *mlir.Context, shape []int64, elem mlir.Type) *TileType {
	return ctx.InternType(&TileType{Shape: shape, Elem: elem}).(*TileType)
}

// ParseType implements mlir.TypeParser: tile<16x64xi8>, a dimension list and an
// element type. MLIR's generated checks accept any rank (the ops ask for 2) and
// the element types of AMX_TileTypeElementType, reported at the mnemonic.
func (Dialect) ParseType(p *mlir.DialectParser) (mlir.Type, error) {
	ctx := p.Context()
	if p.Mnemonic != "tile" {
		return nil, p.Errorf(p.Start(), "unknown amx type: %s", p.Mnemonic)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	shape, err := p.ParseDimensionList(false)
	if err != nil {
		return nil, err
	}
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !validTileElement(elem) {
		return nil, p.Errorf(p.Start()+len("!amx."), "failed to verify 'elementType': 32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer")
	}
	return Tile(ctx, shape, elem), nil
}

// validTileElement: f32, f16, bf16, i32 or i8.
func validTileElement(t mlir.Type) bool {
	switch t := t.(type) {
	case *mlir.FloatType:
		return t.Kind == mlir.F32 || t.Kind == mlir.F16 || t.Kind == mlir.BF16
	case *mlir.IntegerType:
		return t.Signedness == mlir.Signless && (t.Width == 32 || t.Width == 8)
	}
	return false
}
