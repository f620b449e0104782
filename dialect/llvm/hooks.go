package llvm

import "github.com/ferry-ir/ferry/mlir"

type customOp struct {
	parse func(p *mlir.OpAsmParser, st *mlir.OperationState) error
	print func(p *mlir.OpAsmPrinter, op *mlir.Operation)
}

var customOps = map[string]*customOp{}

var customPrinters = map[string]func(p *opPrinter, args []Elem) error{}

var customParsers = map[string]func(o *opParser, args []Elem, optional bool) (bool, error){}
