package llvmir

import (
	"bytes"
	"strconv"
	"strings"
)

// The DWARF names llvm-as-22 knows in metadata: the DW_OP_* operations of a
// DIExpression (dwarf::getOperationEncoding) and the DW_ATE_* encodings
// (dwarf::getAttributeEncoding), as listed in LLVM 22's
// llvm/BinaryFormat/Dwarf.def and each confirmed by asking llvm-as-22.
var (
	dwarfOps = wordSet(
		"DW_OP_APPLE_uninit DW_OP_GNU_addr_index DW_OP_GNU_const_index DW_OP_GNU_entry_value " +
			"DW_OP_GNU_implicit_pointer DW_OP_GNU_push_tls_address DW_OP_HP_fltconst4 " +
			"DW_OP_HP_fltconst8 DW_OP_HP_is_value DW_OP_HP_mod_range DW_OP_HP_tls " +
			"DW_OP_HP_unmod_range DW_OP_INTEL_bit_piece DW_OP_LLVM_arg DW_OP_LLVM_convert " +
			"DW_OP_LLVM_entry_value DW_OP_LLVM_extract_bits_sext DW_OP_LLVM_extract_bits_zext " +
			"DW_OP_LLVM_fragment DW_OP_LLVM_implicit_pointer DW_OP_LLVM_tag_offset DW_OP_LLVM_user " +
			"DW_OP_PGI_omp_thread_num DW_OP_WASM_location DW_OP_WASM_location_int DW_OP_abs " +
			"DW_OP_addr DW_OP_addrx DW_OP_and DW_OP_bit_piece DW_OP_bra DW_OP_breg0 DW_OP_breg1 " +
			"DW_OP_breg10 DW_OP_breg11 DW_OP_breg12 DW_OP_breg13 DW_OP_breg14 DW_OP_breg15 " +
			"DW_OP_breg16 DW_OP_breg17 DW_OP_breg18 DW_OP_breg19 DW_OP_breg2 DW_OP_breg20 " +
			"DW_OP_breg21 DW_OP_breg22 DW_OP_breg23 DW_OP_breg24 DW_OP_breg25 DW_OP_breg26 " +
			"DW_OP_breg27 DW_OP_breg28 DW_OP_breg29 DW_OP_breg3 DW_OP_breg30 DW_OP_breg31 " +
			"DW_OP_breg4 DW_OP_breg5 DW_OP_breg6 DW_OP_breg7 DW_OP_breg8 DW_OP_breg9 DW_OP_bregx " +
			"DW_OP_call2 DW_OP_call4 DW_OP_call_frame_cfa DW_OP_call_ref DW_OP_const1s DW_OP_const1u " +
			"DW_OP_const2s DW_OP_const2u DW_OP_const4s DW_OP_const4u DW_OP_const8s DW_OP_const8u " +
			"DW_OP_const_type DW_OP_consts DW_OP_constu DW_OP_constx DW_OP_convert DW_OP_deref " +
			"DW_OP_deref_size DW_OP_deref_type DW_OP_div DW_OP_drop DW_OP_dup DW_OP_entry_value " +
			"DW_OP_eq DW_OP_fbreg DW_OP_form_tls_address DW_OP_ge DW_OP_gt DW_OP_implicit_pointer " +
			"DW_OP_implicit_value DW_OP_le DW_OP_lit0 DW_OP_lit1 DW_OP_lit10 DW_OP_lit11 DW_OP_lit12 " +
			"DW_OP_lit13 DW_OP_lit14 DW_OP_lit15 DW_OP_lit16 DW_OP_lit17 DW_OP_lit18 DW_OP_lit19 " +
			"DW_OP_lit2 DW_OP_lit20 DW_OP_lit21 DW_OP_lit22 DW_OP_lit23 DW_OP_lit24 DW_OP_lit25 " +
			"DW_OP_lit26 DW_OP_lit27 DW_OP_lit28 DW_OP_lit29 DW_OP_lit3 DW_OP_lit30 DW_OP_lit31 " +
			"DW_OP_lit4 DW_OP_lit5 DW_OP_lit6 DW_OP_lit7 DW_OP_lit8 DW_OP_lit9 DW_OP_lt DW_OP_minus " +
			"DW_OP_mod DW_OP_mul DW_OP_ne DW_OP_neg DW_OP_nop DW_OP_not DW_OP_or DW_OP_over " +
			"DW_OP_pick DW_OP_piece DW_OP_plus DW_OP_plus_uconst DW_OP_push_object_address " +
			"DW_OP_reg0 DW_OP_reg1 DW_OP_reg10 DW_OP_reg11 DW_OP_reg12 DW_OP_reg13 DW_OP_reg14 " +
			"DW_OP_reg15 DW_OP_reg16 DW_OP_reg17 DW_OP_reg18 DW_OP_reg19 DW_OP_reg2 DW_OP_reg20 " +
			"DW_OP_reg21 DW_OP_reg22 DW_OP_reg23 DW_OP_reg24 DW_OP_reg25 DW_OP_reg26 DW_OP_reg27 " +
			"DW_OP_reg28 DW_OP_reg29 DW_OP_reg3 DW_OP_reg30 DW_OP_reg31 DW_OP_reg4 DW_OP_reg5 " +
			"DW_OP_reg6 DW_OP_reg7 DW_OP_reg8 DW_OP_reg9 DW_OP_regval_type DW_OP_regx " +
			"DW_OP_reinterpret DW_OP_rot DW_OP_shl DW_OP_shr DW_OP_shra DW_OP_skip DW_OP_stack_value " +
			"DW_OP_swap DW_OP_xderef DW_OP_xderef_size DW_OP_xderef_type DW_OP_xor")
	dwarfATEs = wordSet(
		"DW_ATE_ASCII DW_ATE_HP_complex_float DW_ATE_HP_complex_float128 DW_ATE_HP_float128 " +
			"DW_ATE_HP_floathpintel DW_ATE_HP_imaginary_float128 DW_ATE_HP_imaginary_float90 " +
			"DW_ATE_UCS DW_ATE_UTF DW_ATE_address DW_ATE_boolean DW_ATE_complex_float " +
			"DW_ATE_decimal_float DW_ATE_edited DW_ATE_float DW_ATE_imaginary_float " +
			"DW_ATE_numeric_string DW_ATE_packed_decimal DW_ATE_signed DW_ATE_signed_char " +
			"DW_ATE_signed_fixed DW_ATE_unsigned DW_ATE_unsigned_char DW_ATE_unsigned_fixed")
)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// mdNonNull lists the fields of specialized nodes that may not be null
// (LLParser: "'scope' cannot be null").
var mdNonNull = map[string]string{
	"DILocation": "scope", "DILexicalBlock": "scope", "DILexicalBlockFile": "scope",
	"DILocalVariable": "scope", "DILabel": "scope", "DISubrange": "count",
	"DICompileUnit": "file",
}

// mdFieldLimits are the largest values of integer fields LLParser checks
// ("value for 'column' too large, limit is 65535").
var mdFieldLimits = map[string]uint64{
	"line": 1<<32 - 1, "column": 1<<16 - 1, "align": 1<<32 - 1, "arg": 1<<16 - 1,
	"scopeLine": 1<<32 - 1, "encoding": 255,
}

// checkMDFieldValue checks the value at the current token of field name of
// a node of kind, as LLParser does before it takes it: a non-null field is
// not null, a bounded integer is in range, a DW_ATE encoding is known.
func (p *parser) checkMDFieldValue(kind, name string, class byte) {
	switch {
	case mdNonNull[kind] == name && p.isIdent("null"):
		p.fail("'%s' cannot be null", name)
	case kind == "DIGlobalVariable" && name == "name" && p.tok.kind == tString && p.tok.end-p.tok.start == 2:
		p.fail("'name' cannot be empty")
	case class == 'i' || class == 'e':
		if limit, ok := mdFieldLimits[name]; ok && p.tok.kind == tInt {
			if n, err := strconv.ParseUint(string(p.text()), 10, 64); err == nil && n > limit {
				p.fail("value for '%s' too large, limit is %d", name, limit)
			}
		}
		if name == "encoding" && p.tok.kind == tIdent && bytes.HasPrefix(p.text(), []byte("DW_ATE_")) && !dwarfATEs[string(p.text())] {
			p.fail("invalid DWARF type attribute encoding '%s'", p.text())
		}
	}
}

// subprogramIsDefinition reports whether a DISubprogram is a definition:
// its spFlags say DISPFlagDefinition, or, written without spFlags, the
// legacy isDefinition field is not false (it defaults to true).
func subprogramIsDefinition(n *MDNode) bool {
	isDef := true
	for _, f := range n.Fields {
		switch f.Name {
		case "spFlags":
			if v, err := strconv.ParseUint(f.Text, 0, 32); err == nil {
				return v&8 != 0
			}
			return strings.Contains(f.Text, "DISPFlagDefinition")
		case "isDefinition":
			isDef = f.Text != "false"
		}
	}
	return isDef
}
