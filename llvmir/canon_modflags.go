package llvmir

import "strings"

// Module flag upgrades (canon.go rule 5), which llvm-dis makes when it reads
// the bitcode llvm-as wrote (after llvm-as verified the module as written):
// LLVM's UpgradeModuleFlags and, for ARM and AArch64, copyModuleAttrToFunctions.

// Module flag behaviors.
const (
	flagError    = 1
	flagOverride = 4
	flagMax      = 7
	flagMin      = 8
)

// modFlag is one well-formed module flag !{i32 behavior, !"id", value}.
type modFlag struct {
	node     *MDNode
	behavior uint64
	id       string
}

// moduleFlags lists the well-formed flags of !llvm.module.flags.
func moduleFlags(m *Module) (*NamedMD, []modFlag) {
	var nmd *NamedMD
	for _, n := range m.NamedMD {
		if n.Name == "llvm.module.flags" {
			nmd = n
		}
	}
	if nmd == nil {
		return nil, nil
	}
	var flags []modFlag
	for _, op := range nmd.Nodes {
		n, ok := op.(*MDNode)
		if !ok || n.Kind != "" || len(n.Ops) != 3 {
			continue
		}
		id, ok := n.Ops[1].(*MDString)
		if !ok {
			continue
		}
		f := modFlag{node: n, id: id.Value}
		if c, ok := mdUint(n.Ops[0]); ok {
			f.behavior = c
		}
		flags = append(flags, f)
	}
	return nmd, flags
}

// mdUint is the value of a small integer constant used as metadata.
func mdUint(md Metadata) (uint64, bool) {
	c := mdConstInt(md)
	if c == nil || c.Big != nil {
		return 0, false
	}
	return c.Val, true
}

func mdInt(m *Module, bits uint32, v uint64) Metadata {
	return &ValueAsMD{Value: &ConstInt{Typ: m.IntType(bits), Val: v}}
}

// setFlagOps gives a flag node new operands (LLVM makes a new node in its
// place).
func setFlagOps(n *MDNode, ops ...Metadata) {
	n.Ops = append([]Metadata(nil), ops...)
}

// addModuleFlag appends a flag node, numbered after every node.
func addModuleFlag(m *Module, nmd *NamedMD, ops ...Metadata) {
	id := 0
	for _, n := range m.MDNodes {
		id = max(id, n.ID+1)
	}
	n := &MDNode{ID: id, Ops: ops}
	m.MDNodes = append(m.MDNodes, n)
	nmd.Nodes = append(nmd.Nodes, n)
}

// upgradeModuleFlags is LLVM's UpgradeModuleFlags: "PIC Level" with behavior
// Error or Max becomes Min, "PIE Level" Error becomes Max, the branch
// protection flags Error become Min, spaces leave "Objective-C Image Info
// Section", an i32 "Objective-C Garbage Collection" becomes an i8 (Error)
// whose upper bytes become the Swift ABI, major and minor version flags,
// "amdgpu_code_object_version" is renamed "amdhsa_code_object_version", and
// a module with "Objective-C Image Info Version" gains "Objective-C Class
// Properties" (Override, 0) when it lacks it.
func upgradeModuleFlags(m *Module) {
	nmd, flags := moduleFlags(m)
	if nmd == nil {
		return
	}
	hasObjC, hasClassProps := false, false
	swift, swiftVal := false, uint64(0)
	for _, f := range flags {
		n := f.node
		switch {
		case f.id == "Objective-C Image Info Version":
			hasObjC = true
		case f.id == "Objective-C Class Properties":
			hasClassProps = true
		case f.id == "PIC Level" && (f.behavior == flagError || f.behavior == flagMax):
			setFlagOps(n, mdInt(m, 32, flagMin), n.Ops[1], n.Ops[2])
		case f.id == "PIE Level" && f.behavior == flagError:
			setFlagOps(n, mdInt(m, 32, flagMax), n.Ops[1], n.Ops[2])
		case (f.id == "branch-target-enforcement" || strings.HasPrefix(f.id, "sign-return-address")) && f.behavior == flagError:
			setFlagOps(n, mdInt(m, 32, flagMin), n.Ops[1], n.Ops[2])
		case f.id == "Objective-C Image Info Section":
			if s, ok := n.Ops[2].(*MDString); ok && strings.Contains(s.Value, " ") {
				setFlagOps(n, n.Ops[0], n.Ops[1], &MDString{Value: strings.ReplaceAll(s.Value, " ", "")})
			}
		case f.id == "Objective-C Garbage Collection":
			v, ok := n.Ops[2].(*ValueAsMD)
			if !ok {
				continue
			}
			c, ok := v.Value.(*ConstInt)
			if !ok || c.Typ.Bits == 8 {
				continue
			}
			val := c.Val
			if val&0xff != val {
				swift, swiftVal = true, val
			}
			setFlagOps(n, mdInt(m, 32, flagError), n.Ops[1], mdInt(m, 8, val&0xff))
		case f.id == "amdgpu_code_object_version":
			setFlagOps(n, n.Ops[0], &MDString{Value: "amdhsa_code_object_version"}, n.Ops[2])
		}
	}
	if hasObjC && !hasClassProps {
		addModuleFlag(m, nmd, mdInt(m, 32, flagOverride), &MDString{Value: "Objective-C Class Properties"}, mdInt(m, 32, 0))
	}
	if swift {
		addModuleFlag(m, nmd, mdInt(m, 32, flagError), &MDString{Value: "Swift ABI Version"}, mdInt(m, 32, swiftVal>>8&0xff))
		addModuleFlag(m, nmd, mdInt(m, 32, flagError), &MDString{Value: "Swift Major Version"}, mdInt(m, 8, swiftVal>>24&0xff))
		addModuleFlag(m, nmd, mdInt(m, 32, flagError), &MDString{Value: "Swift Minor Version"}, mdInt(m, 8, swiftVal>>16&0xff))
	}
}

// isARMTriple: ARM, Thumb or AArch64, the targets whose branch protection
// module flags LLVM copies to functions.
func isARMTriple(triple string) bool {
	arch := tripleArch(triple)
	return strings.HasPrefix(arch, "arm") || strings.HasPrefix(arch, "thumb") || strings.HasPrefix(arch, "aarch64")
}

// branchProtectionFlags are the module flags copyModuleAttrToFunctions reads.
var branchProtectionFlags = []string{
	"branch-target-enforcement", "branch-protection-pauth-lr", "guarded-control-stack",
	"sign-return-address", "sign-return-address-all", "sign-return-address-with-bkey",
}

// copyModuleAttrToFunctions is LLVM's function of that name: on ARM and
// AArch64, module flags of value 1 for branch protection become attributes of
// every defined function ("branch-target-enforcement",
// "branch-protection-pauth-lr", "guarded-control-stack" valueless;
// "sign-return-address" non-leaf or all, and its key a_key or b_key, unless
// the function has them), and the flags then say so (Min, value 2); the
// functions' "true"/"false" spellings of the three become valueless or
// nothing, and "sign-return-address"="none" goes when the module does not
// sign. A module with any of the flags at 2 is left alone.
func copyModuleAttrToFunctions(m *Module) {
	if !isARMTriple(m.TargetTriple) {
		return
	}
	nmd, flags := moduleFlags(m)
	vals := map[string]uint64{}
	for _, f := range flags {
		for _, name := range branchProtectionFlags {
			if f.id != name {
				continue
			}
			v, ok := mdUint(f.node.Ops[2])
			if !ok {
				continue
			}
			if v == 2 {
				return
			}
			vals[name] = v
		}
	}
	bte := vals["branch-target-enforcement"] == 1
	pauthLR := vals["branch-protection-pauth-lr"] == 1
	gcs := vals["guarded-control-stack"] == 1
	sra := vals["sign-return-address"] == 1
	signType, signKey := "non-leaf", "a_key"
	if sra && vals["sign-return-address-all"] == 1 {
		signType = "all"
	}
	if sra && vals["sign-return-address-with-bkey"] == 1 {
		signKey = "b_key"
	}
	for _, f := range m.Funcs {
		if f.Decl || len(f.Blocks) == 0 {
			continue
		}
		attrs := flattenFnAttrs(m, f)
		changed := false
		get := func(name string) (int, bool) {
			for i, a := range attrs {
				if a.IsString && a.Kind == name {
					return i, true
				}
			}
			return -1, false
		}
		remove := func(name string) {
			if i, ok := get(name); ok {
				attrs = append(attrs[:i:i], attrs[i+1:]...)
				changed = true
			}
		}
		setIfNotSet := func(name, value string, hasValue bool) {
			if _, ok := get(name); !ok {
				attrs = append(attrs, Attr{IsString: true, Kind: name, Value: value, HasValue: hasValue})
				changed = true
			}
		}
		if sra {
			setIfNotSet("sign-return-address", signType, true)
			setIfNotSet("sign-return-address-key", signKey, true)
		} else if i, ok := get("sign-return-address"); ok && attrs[i].Value == "none" {
			remove("sign-return-address")
			remove("sign-return-address-key")
		}
		for _, c := range [...]struct {
			name string
			set  bool
		}{{"branch-target-enforcement", bte}, {"branch-protection-pauth-lr", pauthLR}, {"guarded-control-stack", gcs}} {
			if i, ok := get(c.name); ok {
				switch attrs[i].Value {
				case "false":
					remove(c.name)
				case "true":
					attrs[i] = Attr{IsString: true, Kind: c.name}
					changed = true
				}
			} else if c.set {
				setIfNotSet(c.name, "", false)
			}
		}
		if changed {
			f.FnAttrs = AttrSet{Attrs: attrs}
			canonAttrs(&f.FnAttrs)
		}
	}
	if nmd == nil {
		return
	}
	set := func(name string) {
		for _, f := range flags {
			if f.id == name {
				setFlagOps(f.node, mdInt(m, 32, flagMin), f.node.Ops[1], mdInt(m, 32, 2))
				return
			}
		}
		addModuleFlag(m, nmd, mdInt(m, 32, flagMin), &MDString{Value: name}, mdInt(m, 32, 2))
	}
	if bte {
		set("branch-target-enforcement")
	}
	if pauthLR {
		set("branch-protection-pauth-lr")
	}
	if gcs {
		set("guarded-control-stack")
	}
	if sra {
		set("sign-return-address")
		if vals["sign-return-address-all"] == 1 {
			set("sign-return-address-all")
		}
		if vals["sign-return-address-with-bkey"] == 1 {
			set("sign-return-address-with-bkey")
		}
	}
}

// flattenFnAttrs returns a copy of a function's attributes with its groups
// merged in as LLParser merges them (a group's attribute replaces an inline
// one of its kind, a later group's an earlier group's), in LLVM's order.
func flattenFnAttrs(m *Module, f *Function) []Attr {
	set := AttrSet{Attrs: append([]Attr(nil), f.FnAttrs.Attrs...)}
	for _, id := range f.FnAttrs.Groups {
		if g := m.AttrGroup(id); g != nil {
			set.Attrs = append(set.Attrs, g.Attrs.Attrs...)
		}
	}
	canonAttrs(&set)
	return set.Attrs
}
