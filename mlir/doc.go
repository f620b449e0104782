// Package mlir is Ferry's MLIR core: operations, blocks, regions and values; interned
// types and attributes; a dialect registry with custom parse, print and verify
// hooks; the parser and printer of MLIR text (generic and custom forms, aliases,
// locations, resources); and the verifier.
//
// # Entities
//
//	Context      interns types and attributes (equal ones are the same pointer) and
//	             holds the registered dialects and op definitions.
//	Operation    "dialect.name"(operands)[successors] <{properties}> (regions) {attributes} : (types) -> types loc(...)
//	Block        ^bb1(%arg: i32): ops...      Args are *Value, Ops are *Operation
//	Region       { blocks }                    owned by an Operation
//	Value        %0, %x#1, %arg0               an op result or a block argument
//	Type         i32, vector<4xf32>, !llvm.ptr  sealed: builtin types here, dialect
//	             types embed DialectTypeBase and implement DialectType
//	Attribute    42 : i32, "s", [..], {..}, dense<..>, #llvm.linkage<..>, loc(..)
//	             sealed likewise (DialectAttrBase, DialectAttr); Location is an
//	             Attribute
//
// Types and attributes of dialects that are not registered are kept as text
// (OpaqueType `!llvm.ptr`, OpaqueAttr `#llvm.linkage<internal>`) when
// Context.AllowUnregistered is set, and printed back as read; so are ops of such
// dialects, in generic form, as mlir-opt --allow-unregistered-dialect does.
//
// # Reading and printing
//
//	ctx := mlir.NewContext()
//	builtin.Register(ctx)                // package dialect/builtin: builtin.module
//	llvm.Register(ctx)                   // package dialect/llvm
//	m, err := mlir.Parse(ctx, "x.mlir", src) // the top-level builtin.module (implicit one added)
//	err = mlir.Verify(m)
//	err = mlir.Print(os.Stdout, m, mlir.PrintOptions{})
//
// Values are numbered as MLIR numbers them: per region from saved counters in
// custom form (each function starts at %0), uniquely across the printed op in
// generic form (MLIR's printer does the same under --mlir-print-op-generic).
//
// Print writes what mlir-opt writes for a file: non-deferred alias definitions
// (`#map = ...`, dialect aliases such as `#di_file`), the op, the deferred
// location aliases (`#loc1 = loc(...)`, with DebugInfo), the resources
// `{-# ... #-}`, and a final newline. PrintOptions.Generic is
// --mlir-print-op-generic, DebugInfo is --mlir-print-debuginfo, KeepNames prints
// SSA values and blocks with the names they were read with (Value.Name,
// Block.Name) instead of MLIR's numbering.
//
// Errors are *diag.Error or diag.List values rendered as mlir-opt renders them
// (file:line:col: error: msg, the source line and a caret); Parse never panics and
// bounds nesting (MaxNesting) and sizes (diag.ErrLimit), including the text an
// alias stands for (MaxAliasExpansion: "billion laughs" chains of aliases).
//
// Parse keeps references into src (names, opaque type text): do not modify the
// input after parsing. Ops without an explicit location get `loc("file":line:col)`
// of their name, as in MLIR; these default locations are not interned.
//
// # Dialects
//
// A Dialect has a Namespace and optional hooks, found by interface:
//
//	TypeParser     ParseType(p *DialectParser) (Type, error)          for `!ns.xxx`
//	AttrParser     ParseAttr(p *DialectParser, typ Type) (Attribute, error) for `#ns.xxx`
//	OpProvider     Ops() []*OpDef                                     ops with Parse/Print/Verify
//	AliasProvider  AttrAlias/TypeAlias: which attributes and types print through an
//	               alias, and its name (`#di_file`, `#tbaa_root`, `#loop_unroll`)
//
// OpaqueDialect{Name: "dlti"} registers a namespace whose types, attributes and
// ops are kept as text; a dialect implementing UnknownOpsAllower accepts ops it
// does not define (MLIR's allowsUnknownOperations). Registering a namespace or an
// op name twice fails. A DialectParser is positioned
// after `!ns.mnemonic` (Mnemonic holds "mnemonic"): the hook reads the `<...>` body
// with the AsmParser methods (ParsePunct, ParseKeyword, ParseInteger, ParseFloat,
// ParseString, ParseType, ParseAttribute, ParseCommaSeparatedList, ...). Dialect
// types and attributes print their body with PrintBody(*DialectPrinter) and must be
// created through Context.InternType / InternAttr so that equal values are one
// pointer; those implementing StructuralKey are keyed by the identities of their
// children, the others by their printed form (which spells out shared children:
// debug-info attributes should not be keyed so). A dialect parser that must see
// state across nested calls of one parse keeps it in AsmParser.State. A nested dialect attribute printed without its prefix (MLIR's
// printStrippedAttrOrType, e.g. the `<#tbaa_root, 0>` members of a tbaa_type_desc)
// goes through DialectPrinter.PrintNested, so that alias definitions come out in
// MLIR's order (by alias depth, then types before attributes, then name).
//
// An OpDef gives the full op name, Traits (Terminator, IsolatedFromAbove,
// SymbolTable, NoTerminator, SingleBlock, HasProperties, ...), the names of its
// inherent attributes, and hooks:
//
//	Parse(p *OpAsmParser, st *OperationState) error   reads what follows the op name
//	Print(p *OpAsmPrinter, op *Operation)             writes what follows the op name
//	Verify(op *Operation) error                       message after "'name' op "
//	                                                  (*UnprefixedError: without it)
//	SuccessorOperands(op, i) []*Value                 for the successor check
//	Create(ctx, st *OperationState) error             completes a parsed op (defaults) or
//	                                                  refuses its properties
//	ResultNames(op, set)                              `%k1, %k2` in custom form
//
// OpAsmParser reads operands (`%x`, `%x#1`, lists), resolves them against types,
// successors with operand lists, regions with entry-block arguments
// (`(%arg0: i32 {attrs} loc(..))`), attribute dictionaries (with `attributes`),
// properties `<{...}>`, symbol names, keywords, punctuation and literals.
// OpAsmPrinter writes the same pieces; printers emit their own spacing (MLIR's
// custom printers start with " ").
//
// # Verifier
//
// Verify checks registered ops in mlir-opt's order, so that the first error is
// its first diagnostic (verify_order.go): for each op, the discardable
// attributes of dialects that verify theirs (OpAttrVerifier: dlti.dl_spec,
// llvm.data_layout), symbols' parents, terminators, single-block and
// no-argument regions, successor operands against block arguments and the
// op's Verify hook; then the ops of its regions (in a block, the ops isolated
// from above that hold regions after the others) and each block's terminator;
// then unique symbols and the symbol uses (OpDef.SymbolUses) nested in a
// symbol table, and the VerifyRegions hook; last, for an op isolated from
// above, dominance in its SSA-CFG regions. The error is located at the op with
// mlir-opt's "see current operation" note (and, for dominance, the "operand
// defined here" note at the definition).
//
// # Aliases
//
// Builtin aliases are MLIR's: `#loc` for locations (deferred to the end of the
// file when only ops use them), `#map`, `#set`, and `#distinct` for distinct
// attributes whose referenced attribute is not unit. Dialect aliases come from
// AliasProvider. Names repeat with numeric suffixes (`#loc1`, a name ending in a
// digit gets `_`), in MLIR's order.
//
// # Limits and concurrency
//
// A Context may be shared by goroutines for interning (lookups of existing values
// read a snapshot of its tables without its lock). Printing stores SSA numbers in
// the Values it prints (and Verify block positions in Blocks), so one IR must not
// be printed or verified by two goroutines at once.
//
// Print prints the top-level ops (one function per task), and the blocks of large
// regions, on GOMAXPROCS goroutines, and looks for the ops that hold no alias in
// parallel too: in large regions, and in the regions of a block of many ops with
// regions (a module's functions). Parse parses the top-level ops of a large module
// of isolated ops (functions, globals) in parallel, and the blocks of a large
// isolated region (a long function) in chunks starting at block labels near
// equally spaced offsets (the region's end taken from where its closing brace
// starts a line as its labels do, or from a bracket scan), and falls back to a
// sequential parse on any error or any doubt about the split. Verify checks the
// ops and dominance of a large region (4096 ops or more), or the ops of a block
// of many functions, on GOMAXPROCS goroutines and, when one fails, again
// sequentially for the diagnostic. Outputs and diagnostics are identical to
// sequential runs; custom op hooks (Parse, Print, Verify, VerifyRegions,
// SuccessorOperands, SymbolUses) must therefore be safe for concurrent use.
package mlir
