package llvmir

// mdDropped lists, per specialized node kind, the fields llvm-dis-22 leaves
// out when they hold the given value (null, "", 0, false), found by asking
// llvm-as-22 | llvm-dis-22 about each field of each kind (a field not listed,
// or a kind not listed, prints as written). DIFlagZero counts as 0.
var mdDropped = map[string]map[string][]string{
	"DIBasicType":              {"name": {"\"\""}, "size": {"null", "0"}, "align": {"0"}, "encoding": {"0"}, "num_extra_inhabitants": {"0"}, "dataSize": {"0"}, "flags": {"0"}},
	"DIStringType":             {"name": {"\"\""}, "stringLength": {"null"}, "stringLengthExpression": {"null"}, "stringLocationExpression": {"null"}, "size": {"null", "0"}, "align": {"0"}, "encoding": {"0"}},
	"DIDerivedType":            {"name": {"\"\""}, "scope": {"null"}, "file": {"null"}, "line": {"0"}, "size": {"null", "0"}, "align": {"0"}, "offset": {"null", "0"}, "flags": {"0"}, "extraData": {"null"}, "annotations": {"null"}, "ptrAuthKey": {"0"}, "ptrAuthIsAddressDiscriminated": {"false"}, "ptrAuthExtraDiscriminator": {"0"}, "ptrAuthIsaPointer": {"false"}, "ptrAuthAuthenticatesNullValues": {"false"}},
	"DICompositeType":          {"name": {"\"\""}, "scope": {"null"}, "file": {"null"}, "line": {"0"}, "baseType": {"null"}, "size": {"null", "0"}, "align": {"0"}, "offset": {"null", "0"}, "flags": {"0"}, "elements": {"null"}, "runtimeLang": {"0"}, "vtableHolder": {"null"}, "templateParams": {"null"}, "identifier": {"\"\""}, "discriminator": {"null"}, "dataLocation": {"null"}, "associated": {"null"}, "allocated": {"null"}, "rank": {"null"}, "annotations": {"null"}, "num_extra_inhabitants": {"0"}, "specification": {"null"}, "bitStride": {"null"}},
	"DISubroutineType":         {"flags": {"0"}, "cc": {"0"}},
	"DIEnumerator":             {"isUnsigned": {"false"}},
	"DIMacro":                  {"line": {"0"}, "value": {"\"\""}},
	"DIMacroFile":              {"line": {"0"}, "nodes": {"null"}},
	"DITemplateTypeParameter":  {"name": {"\"\""}, "defaulted": {"false"}},
	"DITemplateValueParameter": {"name": {"\"\""}, "type": {"null"}, "defaulted": {"false"}},
	"DIObjCProperty":           {"name": {"\"\""}, "file": {"null"}, "line": {"0"}, "setter": {"\"\""}, "getter": {"\"\""}, "attributes": {"0"}, "type": {"null"}},
	"DISubrange":               {"lowerBound": {"null"}, "upperBound": {"null"}, "stride": {"null"}},
	"DILabel":                  {"file": {"null"}, "line": {"0"}},
	"DISubrangeType":           {"name": {"\"\""}, "scope": {"null"}, "file": {"null"}, "line": {"0"}, "size": {"null", "0"}, "align": {"0"}, "flags": {"0"}, "lowerBound": {"null"}, "upperBound": {"null"}, "stride": {"null"}, "bias": {"null"}},
}

// mdFieldDropped reports whether llvm-dis-22 leaves f out of a node of kind.
func mdFieldDropped(kind string, f *MDField) bool {
	vals := mdDropped[kind][f.Name]
	if vals == nil {
		return false
	}
	var v string
	switch {
	case f.Kind == FieldText:
		v = f.Text
		if v == "DIFlagZero" {
			v = "0"
		}
	default:
		switch md := f.MD.(type) {
		case *MDNull:
			v = "null"
		case *MDString:
			if md.Value != "" {
				return false
			}
			v = `""`
		default:
			return false
		}
	}
	for _, d := range vals {
		if d == v {
			return true
		}
	}
	return false
}

// mdAlwaysField is a field llvm-dis-22 prints even when the input leaves it
// out, with the value it then has.
type mdAlwaysField struct{ name, text string }

// mdAlways lists those fields per kind, in the kind's field order (found by
// asking llvm-as-22 | llvm-dis-22 about nodes written with their required
// fields only).
var mdAlways = map[string][]mdAlwaysField{
	"DILocation":       {{"line", "0"}},
	"DISubprogram":     {{"scope", "null"}},
	"DICommonBlock":    {{"declaration", "null"}},
	"DIGlobalVariable": {{"scope", "null"}, {"isLocal", "false"}, {"isDefinition", "true"}},
	"DICompileUnit":    {{"isOptimized", "false"}, {"runtimeVersion", "0"}, {"emissionKind", "NoDebug"}},
}

// before reports whether field a.name comes before field name in kind's
// order (md_table.go).
func (a mdAlwaysField) before(kind, name string) bool {
	for _, s := range mdKinds[kind] {
		switch s.name {
		case a.name:
			return true
		case name:
			return false
		}
	}
	return false
}

// hasField reports whether n has a field of that name.
func (n *MDNode) hasField(name string) bool {
	for i := range n.Fields {
		if n.Fields[i].Name == name {
			return true
		}
	}
	return false
}
