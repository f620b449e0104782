package main

// The attributes llvm-as puts on an intrinsic's declaration
// (Intrinsic::getAttributes) are what LLVM's own intrinsic emitter computes
// from the records. Rather than re-derive them from the properties, the
// generator reads them from that emitter's output: llvm-tblgen
// -gen-intrinsic-impl, section GET_INTRINSIC_ATTRIBUTES, which lists the
// distinct argument attribute sets, the distinct function attribute sets,
// and per intrinsic (in name order, each line naming it) the pair of set
// numbers. The text is C++ in a fixed shape; anything outside that shape is
// an error, so a change of shape in a later LLVM stops the generator instead
// of producing a wrong table.

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// attrTables is what the generated file keeps of the emitter's tables.
type attrTables struct {
	argSets []string // per argument set: attribute tokens, space-separated
	fnSets  []string // per function set: attribute tokens, space-separated
	// argLists are the per-intrinsic lists of (contained type index, argument
	// set): "2:0 3:5", index 0 the return type, i+1 parameter i.
	argLists []string
	byName   map[string][2]int // fn set (-1: none) and arg list of each intrinsic
}

var (
	reCase     = regexp.MustCompile(`^\s*case (\d+):`)
	reEnum     = regexp.MustCompile(`^\s*Attribute::get\(C, Attribute::(\w+)\),$`)
	reAlign    = regexp.MustCompile(`^\s*Attribute::get\(C, Attribute::Alignment, (\d+)\),$`)
	reCaptures = regexp.MustCompile(`^\s*Attribute::getWithCaptureInfo\(C, CaptureInfo::none\(\)\),$`)
	reRange    = regexp.MustCompile(`^\s*Attribute::get\(C, Attribute::Range, ConstantRange\(APInt\(BitWidth, (-?\d+), /\*isSigned=\*/true, /\*implicitTrunc=\*/true\), APInt\(BitWidth, (-?\d+), /\*isSigned=\*/true, /\*implicitTrunc=\*/true\)\)\),$`)
	reMemory   = regexp.MustCompile(`^\s*Attribute::getWithMemoryEffects\(C, MemoryEffects::createFromIntValue\((\d+)\)\),$`)
	reMapRow   = regexp.MustCompile(`^\s*(\d+) << 8 \| (\d+), // (\S+)$`)
	rePairs    = regexp.MustCompile(`\{(\d+), (\d+)\}`)
	reInfo     = regexp.MustCompile(`^\s*\{(\d+), (\d+)\},$`)
)

func attributes(c *config) (*attrTables, error) {
	td := filepath.Join(c.include, "llvm/IR/Intrinsics.td")
	cmd := exec.Command(c.tblgen, "-gen-intrinsic-impl", "-I", c.include, td)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("llvm-tblgen -gen-intrinsic-impl: %v\n%s", err, errb.String())
	}
	return parseAttrSection(out.Bytes())
}

// parseAttrSection reads the GET_INTRINSIC_ATTRIBUTES section.
func parseAttrSection(src []byte) (*attrTables, error) {
	start := bytes.Index(src, []byte("#ifdef GET_INTRINSIC_ATTRIBUTES\n"))
	end := bytes.Index(src, []byte("#endif // GET_INTRINSIC_ATTRIBUTES"))
	if start < 0 || end < start {
		return nil, fmt.Errorf("no GET_INTRINSIC_ATTRIBUTES section in llvm-tblgen's output")
	}
	t := &attrTables{byName: map[string][2]int{}}
	const (
		none = iota
		argFn
		fnFn
		mapTab
		pairTab
		infoTab
	)
	state := none
	var cur *[]string
	var pairs [][2]int
	var infos [][2]int
	var rows []struct {
		name   string
		fn, ar int
	}
	sc := bufio.NewScanner(bytes.NewReader(src[start:end]))
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		s := sc.Text()
		line++
		bad := func() error { return fmt.Errorf("GET_INTRINSIC_ATTRIBUTES line %d: unexpected %q", line, s) }
		switch {
		case strings.HasPrefix(s, "static AttributeSet getIntrinsicArgAttributeSet("):
			state, cur = argFn, &t.argSets
			continue
		case strings.HasPrefix(s, "static AttributeSet getIntrinsicFnAttributeSet("):
			state, cur = fnFn, &t.fnSets
			continue
		case strings.HasPrefix(s, "static constexpr uint16_t IntrinsicsToAttributesMap[]"):
			state = mapTab
			continue
		case strings.HasPrefix(s, "static constexpr ArgNoAttrIDPair ArgAttrIdTable[]"):
			state = pairTab
			continue
		case strings.HasPrefix(s, "static constexpr ArgAttributesInfo ArgAttributesInfoTable[]"):
			state = infoTab
			continue
		case strings.HasPrefix(s, "}"):
			state = none
			continue
		}
		switch state {
		case argFn, fnFn:
			if m := reCase.FindStringSubmatch(s); m != nil {
				n, _ := strconv.Atoi(m[1])
				if n != len(*cur) {
					return nil, fmt.Errorf("attribute set %d out of order at line %d", n, line)
				}
				*cur = append(*cur, "")
				continue
			}
			tok := ""
			if m := reEnum.FindStringSubmatch(s); m != nil {
				tok = strings.ToLower(m[1])
			} else if m := reAlign.FindStringSubmatch(s); m != nil {
				tok = "align:" + m[1]
			} else if reCaptures.MatchString(s) {
				tok = "captures:none"
			} else if m := reRange.FindStringSubmatch(s); m != nil {
				tok = "range:" + m[1] + ":" + m[2]
			} else if m := reMemory.FindStringSubmatch(s); m != nil {
				tok = "memory:" + m[1]
			} else {
				st := strings.TrimSpace(s)
				if st == "" || strings.HasPrefix(st, "//") || strings.HasPrefix(st, "return AttributeSet::get(C, {") ||
					st == "});" || strings.HasPrefix(st, "switch (ID)") || strings.HasPrefix(st, "default:") ||
					strings.HasPrefix(st, "unsigned BitWidth") || strings.HasPrefix(st, "Type *ArgType") || st == "}" {
					continue
				}
				return nil, bad()
			}
			if len(*cur) == 0 {
				return nil, bad()
			}
			i := len(*cur) - 1
			if (*cur)[i] != "" {
				(*cur)[i] += " "
			}
			(*cur)[i] += tok
		case mapTab:
			m := reMapRow.FindStringSubmatch(s)
			if m == nil {
				return nil, bad()
			}
			fn, _ := strconv.Atoi(m[1])
			ar, _ := strconv.Atoi(m[2])
			rows = append(rows, struct {
				name   string
				fn, ar int
			}{m[3], fn, ar})
		case pairTab:
			st := strings.TrimSpace(s)
			if st == "" || strings.HasPrefix(st, "//") {
				continue
			}
			for _, m := range rePairs.FindAllStringSubmatch(s, -1) {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				pairs = append(pairs, [2]int{a, b})
			}
		case infoTab:
			m := reInfo.FindStringSubmatch(s)
			if m == nil {
				return nil, bad()
			}
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			infos = append(infos, [2]int{a, b})
		}
	}
	if len(rows) == 0 || len(infos) == 0 || len(t.fnSets) == 0 || len(t.argSets) == 0 {
		return nil, fmt.Errorf("GET_INTRINSIC_ATTRIBUTES: a table is missing")
	}
	for _, in := range infos {
		if in[0]+in[1] > len(pairs) {
			return nil, fmt.Errorf("ArgAttributesInfoTable entry %v outside ArgAttrIdTable", in)
		}
		var parts []string
		for _, p := range pairs[in[0] : in[0]+in[1]] {
			if p[1] >= len(t.argSets) {
				return nil, fmt.Errorf("argument attribute set %d undefined", p[1])
			}
			parts = append(parts, fmt.Sprintf("%d:%d", p[0], p[1]))
		}
		t.argLists = append(t.argLists, strings.Join(parts, " "))
	}
	for _, r := range rows {
		fn := r.fn
		if fn == 127 {
			fn = -1
		} else if fn >= len(t.fnSets) {
			return nil, fmt.Errorf("%s: function attribute set %d undefined", r.name, fn)
		}
		if r.ar >= len(t.argLists) {
			return nil, fmt.Errorf("%s: argument attribute list %d undefined", r.name, r.ar)
		}
		if _, dup := t.byName[r.name]; dup {
			return nil, fmt.Errorf("%s listed twice in IntrinsicsToAttributesMap", r.name)
		}
		t.byName[r.name] = [2]int{fn, r.ar}
	}
	return t, nil
}
