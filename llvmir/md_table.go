package llvmir

// Specialized metadata nodes, one row per kind: the fields in the order
// llvm-dis-22 prints them, each with its value class and whether llvm-as
// requires it. Value classes: 'i' integer, 'b' true/false, 's' string or null,
// 'm' metadata (node, string or null), 'e' keyword or integer (DW_TAG_*,
// DW_ATE_*, CSK_*, emission kinds, ...), 'f' flags (A | B, or an integer),
// 'v' a value (T v) or metadata.
type mdFieldSpec struct {
	name     string
	class    byte
	required bool
}

func fs(name string, class byte) mdFieldSpec  { return mdFieldSpec{name, class, false} }
func req(name string, class byte) mdFieldSpec { return mdFieldSpec{name, class, true} }

var mdKinds = map[string][]mdFieldSpec{
	"DILocation": {fs("line", 'i'), fs("column", 'i'), req("scope", 'm'), fs("inlinedAt", 'm'),
		fs("isImplicitCode", 'b'), fs("atomGroup", 'i'), fs("atomRank", 'i')},
	"DIGlobalVariableExpression": {req("var", 'm'), req("expr", 'm')},
	"GenericDINode":              {req("tag", 'e'), fs("header", 's'), fs("operands", 'm')},
	"DISubrange":                 {fs("count", 'v'), fs("lowerBound", 'v'), fs("upperBound", 'v'), fs("stride", 'v')},
	"DIGenericSubrange":          {fs("count", 'v'), fs("lowerBound", 'v'), fs("upperBound", 'v'), fs("stride", 'v')},
	"DIEnumerator":               {req("name", 's'), req("value", 'i'), fs("isUnsigned", 'b')},
	"DIBasicType": {fs("tag", 'e'), fs("name", 's'), fs("size", 'v'), fs("align", 'i'), fs("encoding", 'e'),
		fs("num_extra_inhabitants", 'i'), fs("dataSize", 'i'), fs("flags", 'f')},
	"DIFixedPointType": {fs("tag", 'e'), fs("name", 's'), fs("size", 'v'), fs("align", 'i'), fs("encoding", 'e'),
		fs("flags", 'f'), fs("kind", 'e'), fs("factor", 'i'), fs("numerator", 'i'), fs("denominator", 'i')},
	"DIStringType": {fs("tag", 'e'), fs("name", 's'), fs("stringLength", 'm'), fs("stringLengthExpression", 'm'),
		fs("stringLocationExpression", 'm'), fs("size", 'v'), fs("align", 'i'), fs("encoding", 'e')},
	"DIDerivedType": {req("tag", 'e'), fs("name", 's'), fs("scope", 'm'), fs("file", 'm'), fs("line", 'i'),
		req("baseType", 'm'), fs("size", 'v'), fs("align", 'i'), fs("offset", 'v'), fs("flags", 'f'),
		fs("extraData", 'v'), fs("dwarfAddressSpace", 'i'), fs("annotations", 'm'), fs("ptrAuthKey", 'i'),
		fs("ptrAuthIsAddressDiscriminated", 'b'), fs("ptrAuthExtraDiscriminator", 'i'), fs("ptrAuthIsaPointer", 'b'),
		fs("ptrAuthAuthenticatesNullValues", 'b')},
	"DICompositeType": {req("tag", 'e'), fs("name", 's'), fs("scope", 'm'), fs("file", 'm'), fs("line", 'i'),
		fs("baseType", 'm'), fs("size", 'v'), fs("align", 'i'), fs("offset", 'v'), fs("flags", 'f'),
		fs("elements", 'm'), fs("runtimeLang", 'e'), fs("enumKind", 'e'), fs("vtableHolder", 'm'),
		fs("templateParams", 'm'), fs("identifier", 's'), fs("discriminator", 'm'), fs("dataLocation", 'm'),
		fs("associated", 'm'), fs("allocated", 'm'), fs("rank", 'v'), fs("annotations", 'm'),
		fs("num_extra_inhabitants", 'i'), fs("specification", 'm'), fs("bitStride", 'v')},
	"DISubroutineType": {fs("flags", 'f'), fs("cc", 'e'), req("types", 'm')},
	"DIFile": {req("filename", 's'), req("directory", 's'), fs("checksumkind", 'e'), fs("checksum", 's'),
		fs("source", 's')},
	"DICompileUnit": {req("language", 'e'), req("file", 'm'), fs("producer", 's'), fs("isOptimized", 'b'),
		fs("flags", 's'), fs("runtimeVersion", 'i'), fs("splitDebugFilename", 's'), fs("emissionKind", 'e'),
		fs("enums", 'm'), fs("retainedTypes", 'm'), fs("globals", 'm'), fs("imports", 'm'), fs("macros", 'm'),
		fs("dwoId", 'i'), fs("splitDebugInlining", 'b'), fs("debugInfoForProfiling", 'b'),
		fs("nameTableKind", 'e'), fs("rangesBaseAddress", 'b'), fs("sysroot", 's'), fs("sdk", 's'),
		fs("sourceLanguageName", 'e'), fs("sourceLanguageVersion", 'i')},
	"DISubprogram": {fs("name", 's'), fs("linkageName", 's'), fs("scope", 'm'), fs("file", 'm'), fs("line", 'i'),
		fs("type", 'm'), fs("scopeLine", 'i'), fs("containingType", 'm'), fs("virtuality", 'e'),
		fs("virtualIndex", 'i'), fs("thisAdjustment", 'i'), fs("flags", 'f'), fs("spFlags", 'f'), fs("unit", 'm'),
		fs("templateParams", 'm'), fs("declaration", 'm'), fs("retainedNodes", 'm'), fs("thrownTypes", 'm'),
		fs("annotations", 'm'), fs("targetFuncName", 's'), fs("keyInstructions", 'b'),
		fs("isLocal", 'b'), fs("isDefinition", 'b'), fs("isOptimized", 'b')},
	"DILexicalBlock":     {req("scope", 'm'), fs("file", 'm'), fs("line", 'i'), fs("column", 'i')},
	"DILexicalBlockFile": {req("scope", 'm'), fs("file", 'm'), req("discriminator", 'i')},
	"DICommonBlock":      {req("scope", 'm'), fs("declaration", 'm'), fs("name", 's'), fs("file", 'm'), fs("line", 'i')},
	"DINamespace":        {fs("name", 's'), req("scope", 'm'), fs("exportSymbols", 'b')},
	"DIMacro":            {req("type", 'e'), fs("line", 'i'), req("name", 's'), fs("value", 's')},
	"DIMacroFile":        {fs("type", 'e'), fs("line", 'i'), req("file", 'm'), fs("nodes", 'm')},
	"DIModule": {req("scope", 'm'), req("name", 's'), fs("configMacros", 's'), fs("includePath", 's'),
		fs("apinotes", 's'), fs("file", 'm'), fs("line", 'i'), fs("isDecl", 'b')},
	"DITemplateTypeParameter":  {fs("name", 's'), req("type", 'm'), fs("defaulted", 'b')},
	"DITemplateValueParameter": {fs("tag", 'e'), fs("name", 's'), fs("type", 'm'), fs("defaulted", 'b'), req("value", 'v')},
	"DIGlobalVariable": {fs("name", 's'), fs("linkageName", 's'), fs("scope", 'm'), fs("file", 'm'), fs("line", 'i'),
		fs("type", 'm'), fs("isLocal", 'b'), fs("isDefinition", 'b'), fs("declaration", 'm'),
		fs("templateParams", 'm'), fs("align", 'i'), fs("annotations", 'm')},
	"DILocalVariable": {fs("name", 's'), fs("arg", 'i'), req("scope", 'm'), fs("file", 'm'), fs("line", 'i'),
		fs("type", 'm'), fs("flags", 'f'), fs("align", 'i'), fs("annotations", 'm')},
	"DILabel": {req("scope", 'm'), req("name", 's'), req("file", 'm'), req("line", 'i'), fs("column", 'i'),
		fs("isArtificial", 'b'), fs("coroSuspendIdx", 'i')},
	"DIObjCProperty": {fs("name", 's'), fs("file", 'm'), fs("line", 'i'), fs("setter", 's'), fs("getter", 's'),
		fs("attributes", 'i'), fs("type", 'm')},
	"DIImportedEntity": {req("tag", 'e'), fs("name", 's'), req("scope", 'm'), fs("entity", 'm'), fs("file", 'm'),
		fs("line", 'i'), fs("elements", 'm')},
	"DIAssignID": {},
	"DISubrangeType": {fs("name", 's'), fs("scope", 'm'), fs("file", 'm'), fs("line", 'i'), fs("size", 'v'),
		fs("align", 'i'), fs("flags", 'f'), req("baseType", 'm'), fs("lowerBound", 'v'), fs("upperBound", 'v'),
		fs("stride", 'v'), fs("bias", 'v')},
}
