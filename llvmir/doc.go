// Package llvmir is Ferry's own model of LLVM 22 textual IR (.ll): a []byte lexer,
// a parser that also verifies (it accepts what llvm-as-22 accepts), and a printer that
// writes the canonical text llvm-dis-22 writes.
//
// # Model
//
// A *Module owns everything: identified struct types, comdats, global variables,
// aliases, ifuncs, functions, attribute groups, named and numbered metadata and
// use-list order directives, each kept in source order so that printing is
// deterministic and a parse/print round trip is lossless.
//
//	kind            Go types                                  printed as
//	types           Type: *IntType *FloatType *PointerType    i32, double, ptr addrspace(1)
//	                *VectorType *ArrayType *StructType        <4 x i32>, [2 x i8], %T, { i8 }
//	                *FuncType *TargetExtType and the          i32 (ptr, ...), target("x")
//	                singletons Void Label Token MetadataTy    void, label, token, metadata
//	                X86AMX
//	values          Value: every Constant, *Param,            %x, %0, @g, i32 7
//	                *Instruction (non-void), *InlineAsm,
//	                *MetadataValue
//	constants       Constant: *ConstInt *ConstFP *ConstNull   7, 1.000000e+00, null
//	                *ConstNone *ConstUndef *ConstPoison       none, undef, poison
//	                *ConstZero *ConstArray *ConstString       zeroinitializer, [..], c"..."
//	                *ConstStruct *ConstVector *ConstSplat     { .. }, < .. >, splat (i32 1)
//	                *BlockAddress *DSOLocalEquivalent         blockaddress(@f, %bb)
//	                *NoCFI *PtrAuth *ConstExpr                getelementptr (...), ...
//	                and the globals *Global *Function
//	                *Alias *IFunc
//	metadata        Metadata: *MDNode *MDString *ValueAsMD    !0, !{..}, !"s", i32 1
//	                *DIArgList *MDNull                        !DIArgList(..), null
//
// Instructions share one struct, *Instruction, discriminated by its Opcode; the
// meaning of its Ops, Blocks and other fields per opcode is documented on each
// Opcode constant. An interpreter switches on Op; a translator reads the same
// fields. Helper methods (Callee, Args, Incoming, ...) name the common shapes.
//
// # Names
//
// A local value or block with Name == "" is unnamed and prints with the next
// number of its function's slot counter (%0, %1, ...), exactly as llvm-dis numbers
// them; named values keep their names. Global names are kept verbatim; an
// unnamed global (@0, @"") has Numbered set and Name holding the number as
// written, and prints renumbered from @0 in llvm-dis's order.
//
// # Types
//
// Types are interned per module: within one module two structurally equal types
// are the same pointer (identified structs are equal by identity only), so type
// equality is ==. Use Module.IntType, Module.PtrType etc. to build new ones.
//
// # Metadata
//
// Specialized nodes (!DILocation(...), !DIExpression(...)) keep their fields in
// order as name/value pairs (MDField); generic nodes keep their operands.
// Parse numbers metadata as llvm-dis-22 does (canon_mdnum.go): equal uniqued
// nodes are merged, unreferenced ones dropped, and Module.MDNodes lists the
// rest in llvm-dis's order, each with its number in MDNode.ID (a DIExpression
// has ID -1: it is printed inline). Attachment lists are put in llvm-dis's
// kind order (canon_mdkinds.go).
//
// # Printing
//
// Print writes exactly what llvm-dis-22 writes for canonical input, comments
// included, except the "; ModuleID" line. Beyond echoing the input it
// canonicalizes what llvm-dis canonicalizes without folding: attribute order
// (attr_order.go, from LLVM's AttrKind enum), attribute group numbering and
// merging, c"..." strings, splat and zeroinitializer forms, float spelling,
// unnamed value and global numbering, DI field order (md_table.go), the DI
// fields llvm-dis leaves out or adds (md_defaults.go), the comdats it prints
// (only those in use, print_comdat.go) and module asm lines
// (print_moduleasm.go). StripComments
// removes the comments from a text so two texts can be compared without them.
//
// What llvm-as and llvm-dis fill in or rewrite is done by Parse, so that the
// module it returns is the module LLVM builds: constants are built canonical and
// folded as llvm-as-22 folds them on creation (constfold.go lists the rules);
// default alignments of memory instructions come from the datalayout, only the
// struct types in use are kept, in llvm-dis's order, the datalayout is upgraded
// for the triple, legacy attribute spellings and module flags are upgraded
// (canon.go lists those rules); intrinsics are upgraded and their declarations
// get LLVM's attributes (see Intrinsic upgrades below).
//
// # Verification
//
// Parse type-checks while parsing (as LLParser does) and then runs the checks of
// LLVM's IR verifier that matter for text (verify.go): entry block, PHI
// placement and incoming lists (one entry per incoming edge, so a switch with
// two cases to a block needs two entries for it, with the same value), EH pads,
// SSA dominance (invoke results along the normal edge), module flags, ptrtoaddr
// results of the datalayout's address width (datalayout.go), metadata, token
// and x86_amx only in intrinsic signatures; plus attribute placement
// (attr_applies.go, from Attributes.td) and the fields of specialized metadata
// (md_table.go). Also, each with llvm-as-22's message: the datalayout string
// (DataLayout's parser), module flags and !llvm.ident, !tbaa tags
// (verify_tbaa.go, TBAAVerifier), inline asm constraint strings
// (inline_asm.go, InlineAsm::verify), sizedness of loaded, stored, allocated
// and indexed types (scalable vectors included), aliasees and ifunc
// resolvers, and the values of the string attributes the verifier knows.
// Further: uselistorder directives against the uses each value has when the
// directive is read (uselistorder.go), ptrauth constants (parse_ptrauth.go),
// atomicrmw operations and types (parse_atomicrmw.go), struct indices of
// getelementptr (gep_struct.go), target extension type parameters and
// properties (target_ext.go), the attribute lists of functions and call
// sites (attr_params.go, verifyFunctionAttrs) and debug records never mixed
// with debug intrinsic calls (debug_format.go); calls of the debug
// intrinsics become records, as llvm-as-22 makes them;
// calling-convention rules (verify_callconv.go), global variable, alias and
// ifunc rules (verify_globals.go, verify_alias.go), atomic access types
// (verify_atomic.go) and operand bundles (verify_bundles.go).
//
// Debug info is checked for shape only: llvm-as-22 does not reject a module
// whose debug info breaks the verifier's rules, it drops the debug info with a
// warning; Ferry accepts such a module and keeps its debug info.
//
// Calls of intrinsics are checked against LLVM 22's intrinsic table
// (intrinsics_gen.go, generated from Intrinsics*.td by internal/gen/intrinsics;
// LookupIntrinsic reads it): the callee's function type against the
// intrinsic's IIT signature as Intrinsic::matchIntrinsicSignature matches it,
// ImmArg parameters, and uses of llvm.* functions other than as a callee.
//
// # Intrinsic upgrades
//
// Parse builds the module LLVM's parser builds (intrinsic_upgrade.go): it
// declares intrinsics that are called but not declared, one declaration per
// overload; it remangles names whose type suffixes do not match the
// declaration (intrinsic_mangle.go); it upgrades retired forms as AutoUpgrade
// does (renamed intrinsics, older argument lists, debug intrinsic calls into
// debug records: intrinsic_upgrade_calls.go, debug_format.go); and it gives
// every intrinsic declaration that matches its signature exactly the
// attributes llvm-as gives it, for every target (intrinsic_attrs.go, from the
// attribute tables of LLVM's intrinsic emitter), replacing those written.
// It also applies the verifier's rules for particular intrinsics
// (verify_intrinsic_calls.go). Retired forms that llvm-as expands into
// plain instructions (most retired x86, NVVM and ARM intrinsics) are kept as
// written, as unknown llvm.* functions.
//
// Named non-struct types (%T = type [2 x i8]) are aliases, as in LLVM: uses
// print the aliased type and the name disappears.
//
// # Speed
//
// A big function dominates the cost of a module such as llvm-stress output
// (one function of 200,000 instructions), and there most of the time goes to
// cache misses on the values an operand names. The parser keeps the names in
// definition order behind a compact index of hashes, with each value's type
// (locals.go), and touches the entries of a line's names before parsing the
// instruction so that their misses overlap; instructions, operand and block
// lists and names come from slabs. The verifier checks the two halves of a
// function of 2,048 blocks or more at once, and the printer prints the two
// halves of a function of 16,384 instructions or more at once; both give
// exactly what a sequential walk gives (TestParallelVerifySame,
// TestParallelPrintSame).
//
// # Errors
//
// Parse reports *diag.Error or diag.List values with a file:line:col position and
// a category usable with errors.Is (diag.ErrSyntax, ErrUndefined, ErrType,
// ErrVerify, ErrLimit). No input makes Parse panic.
//
// Print and Fprint leave out uselistorder directives, as llvm-dis-22 does;
// PrintWith prints them (PrintOptions.UseListOrder, llvm-dis-22
// -preserve-ll-uselistorder for a module read with them).
//
// Print and Fprint number unnamed values while printing and so must not be called
// concurrently on the same module.
package llvmir

//go:generate go run ./internal/gen/attrs
//go:generate go run ./internal/gen/intrinsics
