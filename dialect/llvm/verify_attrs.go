package llvm

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Attribute verifiers: the attributes MLIR 22 declares with genVerifyDecl
// (alias_scope, target_features, mlir.module_flag; constant_range's is not run by
// its custom parser, and mlir-opt-22 accepts `#llvm.constant_range<i32, 5, 5>`).
// A failed check is a parse error at the `<` after the mnemonic, as in MLIR.
var attrVerifiers = map[string]func(params []any) error{
	"alias_scope":      verifyAliasScopeAttr,
	"target_features":  verifyTargetFeaturesAttr,
	"mlir.module_flag": verifyModuleFlagAttr,
}

func verifyAliasScopeAttr(params []any) error {
	switch params[0].(type) {
	case *mlir.StringAttr, *mlir.DistinctAttr:
		return nil
	}
	// The misspelling is MLIR 22's.
	return fmt.Errorf("id of an alias scope must be a StringAttr or a DistrinctAttr")
}

func verifyTargetFeaturesAttr(params []any) error {
	for _, f := range stringParams(params[0]) {
		switch {
		case f == "":
			return fmt.Errorf("target features can not be null or empty")
		case f[0] != '+' && f[0] != '-':
			return fmt.Errorf("target features must start with '+' or '-'")
		case strings.Contains(f, ","):
			return fmt.Errorf("target features can not contain ','")
		}
	}
	return nil
}

// stringParams returns the strings of an ArrayRef<StringAttr> parameter.
func stringParams(v any) []string {
	var out []string
	switch v := v.(type) {
	case []mlir.Attribute:
		for _, a := range v {
			if s, ok := a.(*mlir.StringAttr); ok {
				out = append(out, s.Value)
			}
		}
	case []any:
		for _, a := range v {
			switch s := a.(type) {
			case *mlir.StringAttr:
				out = append(out, s.Value)
			case string:
				out = append(out, s)
			}
		}
	case []string:
		out = v
	}
	return out
}

func verifyModuleFlagAttr(params []any) error {
	var key, printed string
	switch k := params[1].(type) {
	case *mlir.StringAttr:
		key, printed = k.Value, k.String()
	case string:
		key, printed = k, fmt.Sprintf("%q", k)
	}
	value, _ := params[2].(mlir.Attribute)
	switch key {
	case "CG Profile":
		arr, ok := value.(*mlir.ArrayAttr)
		if ok {
			for _, e := range arr.Elems {
				if a, isAttr := e.(*Attr); !isAttr || a.Def.Mnemonic != "cgprofile_entry" {
					ok = false
				}
			}
		}
		if !ok {
			return fmt.Errorf("'CG Profile' key expects an array of '#llvm.cgprofile_entry'")
		}
		return nil
	case "ProfileSummary":
		if a, ok := value.(*Attr); !ok || a.Def.Mnemonic != "profile_summary" {
			return fmt.Errorf("'ProfileSummary' key expects a '#llvm.profile_summary' attribute")
		}
		return nil
	}
	switch value.(type) {
	case *mlir.IntegerAttr, *mlir.StringAttr:
		return nil
	}
	return fmt.Errorf("only integer and string values are currently supported for unknown key '%s'", printed)
}
