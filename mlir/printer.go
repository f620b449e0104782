package mlir

import (
	"io"
	"math/big"
	"strconv"
)

// printer renders types, attributes and operations into buf.
type printer struct {
	buf  []byte
	opts PrintOptions
	ctx  *Context
	// asmNames: some results were named by OpDef.ResultNames (Value.asmName)
	asmNames bool

	// aliases, when non-nil, maps attributes and types to their alias names.
	aliases *aliasState
	// distinct numbering, by first use
	distinct map[*DistinctAttr]int
	// noAlias disables alias use (while printing alias definitions' top level).
	noAliasFor any

	indent int
	out    io.Writer
	werr   error // the first error writing to out
	// collecting is set during the alias-collection pass: attributes and types are
	// visited instead of printed.
	collecting  bool
	collect     *aliasState
	nestedBody  func(*DialectPrinter) // elements of the next visited value (PrintNested)
	usedBlobs   map[string]bool       // dense_resource handles the IR references
	top         *Operation            // the op Print was called on
	sequential  bool                  // no parallel printing (inline distinct numbering)
	sawDistinct bool                  // the collection pass met a distinct attribute
	// keyMode prints distinct attributes with their context-unique IDs (String and
	// interning keys) instead of numbering them by first use.
	keyMode bool
	preds   *predTable // the predecessors of the blocks of the region being printed
	// default dialect namespaces of enclosing ops, innermost last
	defaultDialect []string
	asmFree        []*OpAsmPrinter // op printers to reuse
}

func (p *printer) ws(s string) { p.buf = append(p.buf, s...) }
func (p *printer) wb(c byte)   { p.buf = append(p.buf, c) }

func (p *printer) printType(t Type) {
	if p.collecting {
		p.visit(t, true, p.curDeferrable())
		return
	}
	if p.aliases != nil && t != p.noAliasFor {
		if name, ok := p.aliases.types[t]; ok {
			p.wb('!')
			p.ws(name)
			return
		}
	}
	p.printTypeNoAlias(t)
}

func (p *printer) printTypeNoAlias(t Type) {
	switch t := t.(type) {
	case *IntegerType:
		switch t.Signedness {
		case Signed:
			p.ws("si")
		case Unsigned:
			p.ws("ui")
		default:
			p.wb('i')
		}
		p.buf = strconv.AppendInt(p.buf, int64(t.Width), 10)
	case *IndexType:
		p.ws("index")
	case *NoneType:
		p.ws("none")
	case *FloatType:
		p.ws(t.Kind.String())
	case *ComplexType:
		p.ws("complex<")
		p.printType(t.Elem)
		p.wb('>')
	case *VectorType:
		p.ws("vector<")
		for i, d := range t.Shape {
			if t.Scalable != nil && t.Scalable[i] {
				p.wb('[')
				p.buf = strconv.AppendInt(p.buf, d, 10)
				p.wb(']')
			} else {
				p.buf = strconv.AppendInt(p.buf, d, 10)
			}
			p.wb('x')
		}
		p.printType(t.Elem)
		p.wb('>')
	case *RankedTensorType:
		p.ws("tensor<")
		p.printDims(t.Shape)
		p.printType(t.Elem)
		if t.Encoding != nil {
			p.ws(", ")
			p.printAttr(t.Encoding, true)
		}
		p.wb('>')
	case *UnrankedTensorType:
		p.ws("tensor<*x")
		p.printType(t.Elem)
		p.wb('>')
	case *MemRefType:
		p.ws("memref<")
		p.printDims(t.Shape)
		p.printType(t.Elem)
		if t.Layout != nil {
			p.ws(", ")
			p.printAttr(t.Layout, true)
		}
		if t.MemorySpace != nil {
			p.ws(", ")
			p.printAttr(t.MemorySpace, true)
		}
		p.wb('>')
	case *UnrankedMemRefType:
		p.ws("memref<*x")
		p.printType(t.Elem)
		if t.MemorySpace != nil {
			p.ws(", ")
			p.printAttr(t.MemorySpace, true)
		}
		p.wb('>')
	case *TupleType:
		p.ws("tuple<")
		for i, e := range t.Types {
			if i > 0 {
				p.ws(", ")
			}
			p.printType(e)
		}
		p.wb('>')
	case *FunctionType:
		p.wb('(')
		for i, e := range t.Inputs {
			if i > 0 {
				p.ws(", ")
			}
			p.printType(e)
		}
		p.ws(") -> ")
		p.printResultTypes(t.Results)
	case *OpaqueType:
		p.wb('!')
		p.printDialectData(t.Dialect, t.Data)
	case DialectType:
		p.wb('!')
		p.ws(t.Namespace())
		p.wb('.')
		t.PrintBody(&DialectPrinter{p: p})
	case nil:
		p.ws("<<NULL TYPE>>")
	default:
		p.ws("<<UNKNOWN TYPE>>")
	}
}

func (p *printer) printDialectData(ns, data string) {
	p.ws(ns)
	if isPrettyDialectData(data) {
		p.wb('.')
		p.ws(data)
		return
	}
	// Not an identifier: the text as kept, between angle brackets.
	p.wb('<')
	p.ws(data)
	p.wb('>')
}

// printResultTypes prints `i32`, `()` or `(i32, f32)`; a single function type is
// parenthesized.
func (p *printer) printResultTypes(ts []Type) {
	if len(ts) == 1 {
		if _, isFn := ts[0].(*FunctionType); !isFn {
			p.printType(ts[0])
			return
		}
	}
	p.wb('(')
	for i, e := range ts {
		if i > 0 {
			p.ws(", ")
		}
		p.printType(e)
	}
	p.wb(')')
}

func (p *printer) printDims(shape []int64) {
	for _, d := range shape {
		if d == Dynamic {
			p.wb('?')
		} else {
			p.buf = strconv.AppendInt(p.buf, d, 10)
		}
		p.wb('x')
	}
}

// printQuoted prints s as an MLIR string literal.
func (p *printer) printQuoted(s string) {
	p.wb('"')
	p.printEscaped(s)
	p.wb('"')
}

const hexDigits = "0123456789ABCDEF"

func (p *printer) printEscaped(s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			p.ws("\\\\")
		case c >= 0x20 && c < 0x7f && c != '"':
			p.wb(c)
		default:
			p.wb('\\')
			p.wb(hexDigits[c>>4])
			p.wb(hexDigits[c&15])
		}
	}
}

// isBareIdent reports whether s prints without quotes as a symbol or attribute name.
func isBareIdent(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isBareChar(s[i]) {
			return false
		}
	}
	return true
}

func (p *printer) printSymbolName(s string) {
	p.wb('@')
	if isBareIdent(s) {
		p.ws(s)
	} else {
		p.printQuoted(s)
	}
}

func (p *printer) printAttrName(s string) {
	if isBareIdent(s) {
		p.ws(s)
	} else {
		p.printQuoted(s)
	}
}

// typeElision says whether an attribute's `: type` is printed: elideNever,
// elideMay (i64 integers and f64 floats drop it, as in array elements) or
// elideMust.
type typeElision uint8

const (
	elideNever typeElision = iota
	elideMay
	elideMust
)

// printAttr prints a; withType false elides the `: type` of numbers.
func (p *printer) printAttr(a Attribute, withType bool) {
	e := elideMust
	if withType {
		e = elideNever
	}
	p.printAttrElide(a, e)
}

func (p *printer) printAttrElide(a Attribute, elide typeElision) {
	if p.collecting {
		p.visit(a, false, p.curDeferrable())
		return
	}
	if p.aliases != nil && a != p.noAliasFor {
		if name, ok := p.aliases.attrs[a]; ok {
			p.wb('#')
			p.ws(name)
			return
		}
	}
	p.printAttrNoAliasElide(a, elide)
}

func (p *printer) printAttrNoAlias(a Attribute, withType bool) {
	e := elideMust
	if withType {
		e = elideNever
	}
	p.printAttrNoAliasElide(a, e)
}

func (p *printer) printAttrNoAliasElide(a Attribute, elide typeElision) {
	withType := elide != elideMust
	switch a := a.(type) {
	case *IntegerAttr:
		if it, ok := a.Type.(*IntegerType); ok && it.Width == 1 && it.Signedness == Signless {
			if a.Val != 0 {
				p.ws("true")
			} else {
				p.ws("false")
			}
			return
		}
		p.printIntValue(a)
		if elide == elideMay {
			if it, ok := a.Type.(*IntegerType); ok && it.Width == 64 && it.Signedness == Signless {
				return
			}
		}
		if elide != elideMust {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *FloatAttr:
		s, hex := formatFloat(a.Type.Kind, a.Bits)
		p.ws(s)
		if elide == elideMay && a.Type.Kind == F64 && !hex {
			return
		}
		if elide != elideMust {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *StringAttr:
		p.printQuoted(a.Value)
		if a.Type != nil {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *ArrayAttr:
		p.wb('[')
		for i, e := range a.Elems {
			if i > 0 {
				p.ws(", ")
			}
			p.printAttrElide(e, elideMay)
		}
		p.wb(']')
	case *DictionaryAttr:
		p.wb('{')
		p.printNamedList(a.Entries)
		p.wb('}')
	case *UnitAttr:
		p.ws("unit")
	case *TypeAttr:
		p.printType(a.Type)
	case *SymbolRefAttr:
		p.printSymbolName(a.Root)
		for _, n := range a.Nested {
			p.ws("::")
			p.printSymbolName(n)
		}
	case *DenseElementsAttr:
		p.ws("dense<")
		p.printDenseElements(a)
		p.wb('>')
		if withType {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *DenseStringElementsAttr:
		p.ws("dense<")
		p.printDenseStrings(a)
		p.wb('>')
		if withType {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *SparseElementsAttr:
		p.printSparse(a)
		if withType {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *DenseArrayAttr:
		p.ws("array<")
		p.printType(a.Elem)
		if len(a.Elems) > 0 {
			p.ws(": ")
			for i, e := range a.Elems {
				if i > 0 {
					p.ws(", ")
				}
				p.printAttrNoAlias(e, false)
			}
		}
		p.wb('>')
	case *DenseResourceAttr:
		p.ws("dense_resource<")
		if isBareIdent(a.Handle) {
			p.ws(a.Handle)
		} else {
			p.printQuoted(a.Handle)
		}
		p.wb('>')
		if withType {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case *AffineMapAttr:
		p.ws("affine_map<")
		p.printAffineMap(a.Map)
		p.wb('>')
	case *IntegerSetAttr:
		p.ws("affine_set<")
		p.printIntegerSet(a.Set)
		p.wb('>')
	case *StridedLayoutAttr:
		p.ws("strided<[")
		for i, s := range a.Strides {
			if i > 0 {
				p.ws(", ")
			}
			p.printStride(s)
		}
		p.wb(']')
		if a.Offset != 0 {
			p.ws(", offset: ")
			p.printStride(a.Offset)
		}
		p.wb('>')
	case *DistinctAttr:
		if p.collecting {
			p.sawDistinct = true
		}
		p.ws("distinct[")
		if p.keyMode {
			p.buf = strconv.AppendInt(p.buf, int64(a.ID), 10)
		} else {
			p.buf = strconv.AppendInt(p.buf, int64(p.distinctID(a)), 10)
		}
		p.ws("]<")
		if _, unit := a.Ref.(*UnitAttr); !unit {
			p.printAttr(a.Ref, true)
		}
		p.wb('>')
	case *OpaqueAttr:
		p.wb('#')
		p.printDialectData(a.Dialect, a.Data)
		if a.Type != nil {
			p.ws(" : ")
			p.printType(a.Type)
		}
	case Location:
		p.ws("loc(")
		p.printLocBody(a, true)
		p.wb(')')
	case DialectAttr:
		p.wb('#')
		p.ws(a.Namespace())
		p.wb('.')
		a.PrintBody(&DialectPrinter{p: p})
	case nil:
		p.ws("<<NULL ATTRIBUTE>>")
	default:
		p.ws("<<UNKNOWN ATTRIBUTE>>")
	}
}

func (p *printer) distinctID(a *DistinctAttr) int {
	if p.distinct == nil {
		p.distinct = map[*DistinctAttr]int{}
	}
	id, ok := p.distinct[a]
	if !ok {
		id = len(p.distinct)
		p.distinct[a] = id
	}
	return id
}

func (p *printer) printStride(v int64) {
	if v == Dynamic {
		p.wb('?')
	} else {
		p.buf = strconv.AppendInt(p.buf, v, 10)
	}
}

func (p *printer) printIntValue(a *IntegerAttr) {
	if a.Big != nil {
		p.buf = a.Big.Append(p.buf, 10)
		return
	}
	if it, ok := a.Type.(*IntegerType); ok && it.Signedness == Unsigned && a.Val < 0 {
		p.buf = strconv.AppendUint(p.buf, uint64(a.Val), 10)
		return
	}
	p.buf = strconv.AppendInt(p.buf, a.Val, 10)
}

// printNamedList prints `a = 1, b` (no braces).
func (p *printer) printNamedList(list []NamedAttr) {
	for i, e := range list {
		if i > 0 {
			p.ws(", ")
		}
		p.printAttrName(e.Name)
		if _, unit := e.Value.(*UnitAttr); unit {
			continue
		}
		p.ws(" = ")
		p.printAttr(e.Value, true)
	}
}

// printLocBody prints the inside of loc(...); top says whether aliases may be used
// for the location itself (nested locations use them too).
func (p *printer) printLocBody(l Location, top bool) {
	switch l := l.(type) {
	case *UnknownLoc:
		p.ws("unknown")
	case *FileLineColLoc:
		p.printQuoted(l.File)
		p.wb(':')
		p.buf = strconv.AppendUint(p.buf, uint64(l.Line), 10)
		p.wb(':')
		p.buf = strconv.AppendUint(p.buf, uint64(l.Col), 10)
		if l.Range {
			p.ws(" to ")
			if l.HasEndLine {
				p.buf = strconv.AppendUint(p.buf, uint64(l.EndLine), 10)
			}
			p.wb(':')
			p.buf = strconv.AppendUint(p.buf, uint64(l.EndCol), 10)
		}
	case *NameLoc:
		p.printQuoted(l.Name)
		if l.Child != nil {
			if _, unk := l.Child.(*UnknownLoc); !unk {
				p.wb('(')
				p.printNestedLoc(l.Child)
				p.wb(')')
			}
		}
	case *CallSiteLoc:
		p.ws("callsite(")
		p.printNestedLoc(l.Callee)
		p.ws(" at ")
		p.printNestedLoc(l.Caller)
		p.wb(')')
	case *FusedLoc:
		p.ws("fused")
		if l.Metadata != nil {
			p.wb('<')
			p.printAttr(l.Metadata, true)
			p.wb('>')
		}
		p.wb('[')
		for i, e := range l.Locs {
			if i > 0 {
				p.ws(", ")
			}
			p.printNestedLoc(e)
		}
		p.wb(']')
	}
}

// curDeferrable: elements of a deferrable alias are deferrable too.
func (p *printer) curDeferrable() bool {
	if n := len(p.collect.stack); n > 0 {
		return p.collect.stack[n-1].deferrable
	}
	return false
}

func (p *printer) printNestedLoc(l Location) {
	if p.collecting {
		p.visit(Attribute(l), false, p.curDeferrable())
		return
	}
	if p.aliases != nil {
		if name, ok := p.aliases.attrs[l]; ok {
			p.wb('#')
			p.ws(name)
			return
		}
	}
	p.printLocBody(l, false)
}

// Dense elements.

func (p *printer) printDenseStrings(a *DenseStringElementsAttr) {
	dims, _ := a.Type.Dims()
	if a.Splat {
		if len(a.Elems) > 0 {
			p.printQuoted(a.Elems[0])
		}
		return
	}
	p.printNested(dims, len(a.Elems), func(i int) { p.printQuoted(a.Elems[i]) })
}

// printNested prints n elements as nested bracket lists of the given shape.
func (p *printer) printNested(dims []int64, n int, elem func(i int)) {
	if len(dims) == 0 {
		if n > 0 {
			elem(0)
		}
		return
	}
	idx := 0
	var rec func(d int)
	rec = func(d int) {
		p.wb('[')
		for i := int64(0); i < dims[d]; i++ {
			if i > 0 {
				p.ws(", ")
			}
			if d == len(dims)-1 {
				elem(idx)
				idx++
			} else {
				rec(d + 1)
			}
		}
		p.wb(']')
	}
	rec(0)
}

// hexThreshold is the element count above which MLIR prints dense elements as hex.
const hexThreshold = 100

func (p *printer) printDenseElements(a *DenseElementsAttr) { p.printDenseBody(a, true) }

// printSparse prints `sparse<indices, values>` as MLIR does: the indices never in
// hex, `sparse<>` when there are none.
func (p *printer) printSparse(a *SparseElementsAttr) {
	p.ws("sparse<")
	idx, ok := a.Indices.(*DenseElementsAttr)
	if ok {
		dims, _ := idx.Type.Dims()
		ok = NumElements(dims) != 0
	}
	if ok {
		p.printDenseBody(idx, false)
		p.ws(", ")
		switch v := a.Values.(type) {
		case *DenseElementsAttr:
			p.printDenseElements(v)
		case *DenseStringElementsAttr:
			p.printDenseStrings(v)
		}
	}
	p.wb('>')
}

func (p *printer) printDenseBody(a *DenseElementsAttr, allowHex bool) {
	dims, _ := a.Type.Dims()
	elem := a.Type.ElementType()
	eb := elemBytes(elem)
	n := NumElements(dims)
	if a.Splat && eb > 0 && len(a.Data) >= eb {
		// Also of no elements: dense<1> : tensor<0xi32> stays a splat in MLIR.
		p.printDenseElem(elem, a.Data[:eb])
		return
	}
	if eb == 0 || n == 0 {
		return
	}
	if allowHex && n > hexThreshold {
		p.ws("\"0x")
		for _, b := range a.Data {
			p.wb(hexDigits[b>>4])
			p.wb(hexDigits[b&15])
		}
		p.wb('"')
		return
	}
	p.printNested(dims, int(n), func(i int) { p.printDenseElem(elem, a.Data[i*eb:(i+1)*eb]) })
}

func (p *printer) printDenseElem(t Type, b []byte) {
	switch tt := t.(type) {
	case *ComplexType:
		h := len(b) / 2
		p.wb('(')
		p.printDenseElem(tt.Elem, b[:h])
		p.wb(',')
		p.printDenseElem(tt.Elem, b[h:])
		p.wb(')')
	case *FloatType:
		var bits [2]uint64
		for i := 0; i < len(b) && i < 16; i++ {
			bits[i/8] |= uint64(b[i]) << (8 * (i % 8))
		}
		s, _ := formatFloat(tt.Kind, bits)
		p.ws(s)
	case *IntegerType:
		if tt.Width == 1 {
			if b[0] != 0 {
				p.ws("true")
			} else {
				p.ws("false")
			}
			return
		}
		p.appendLEInt(b, tt.Width, tt.Signedness != Unsigned)
	case *IndexType:
		p.appendLEInt(b, 64, true)
	}
}

func (p *printer) appendLEInt(b []byte, width int, signed bool) {
	if len(b) <= 8 {
		var u uint64
		for i := len(b) - 1; i >= 0; i-- {
			u = u<<8 | uint64(b[i])
		}
		if width < 64 {
			u &= 1<<uint(width) - 1
		}
		if signed && width > 0 && u>>(uint(width)-1)&1 == 1 {
			v := int64(u)
			if width < 64 {
				v = int64(u) - int64(1)<<uint(width)
			}
			p.buf = strconv.AppendInt(p.buf, v, 10)
			return
		}
		p.buf = strconv.AppendUint(p.buf, u, 10)
		return
	}
	// SetBytes wants big endian. (Shifting in a byte at a time was quadratic: one
	// 2^24-bit element took 18 s to print.)
	be := make([]byte, len(b))
	for i, c := range b {
		be[len(b)-1-i] = c
	}
	x := new(big.Int).SetBytes(be)
	mask := new(big.Int).Lsh(big.NewInt(1), uint(width))
	x.Mod(x, mask)
	if signed && x.Bit(width-1) == 1 {
		x.Sub(x, mask)
	}
	p.buf = x.Append(p.buf, 10)
}

// Affine maps.

func (p *printer) printAffineMap(m *AffineMap) {
	p.printAffineIDs(m.NumDims, m.NumSymbols)
	p.ws(" -> (")
	for i, e := range m.Results {
		if i > 0 {
			p.ws(", ")
		}
		p.printAffineExpr(e, false)
	}
	p.wb(')')
}

func (p *printer) printIntegerSet(s *IntegerSet) {
	p.printAffineIDs(s.NumDims, s.NumSymbols)
	p.ws(" : (")
	if len(s.Constraints) == 0 {
		p.ws("1 == 0")
	}
	for i, e := range s.Constraints {
		if i > 0 {
			p.ws(", ")
		}
		p.printAffineExpr(e, false)
		if s.Eq[i] {
			p.ws(" == 0")
		} else {
			p.ws(" >= 0")
		}
	}
	p.wb(')')
}

func (p *printer) printAffineIDs(nd, ns int) {
	p.wb('(')
	for i := 0; i < nd; i++ {
		if i > 0 {
			p.ws(", ")
		}
		p.wb('d')
		p.buf = strconv.AppendInt(p.buf, int64(i), 10)
	}
	p.wb(')')
	if ns > 0 {
		p.wb('[')
		for i := 0; i < ns; i++ {
			if i > 0 {
				p.ws(", ")
			}
			p.wb('s')
			p.buf = strconv.AppendInt(p.buf, int64(i), 10)
		}
		p.wb(']')
	}
}

func (p *printer) printAffineExpr(e AffineExpr, strong bool) {
	switch e := e.(type) {
	case AffineDim:
		p.wb('d')
		p.buf = strconv.AppendInt(p.buf, int64(e), 10)
	case AffineSymbol:
		p.wb('s')
		p.buf = strconv.AppendInt(p.buf, int64(e), 10)
	case AffineConst:
		p.buf = strconv.AppendInt(p.buf, int64(e), 10)
	case *AffineBinary:
		if e.Op != AffineAdd {
			if strong {
				p.wb('(')
			}
			// x * -1 prints as -x
			if c, ok := e.RHS.(AffineConst); ok && e.Op == AffineMul && c == -1 {
				p.wb('-')
				p.printAffineExpr(e.LHS, true)
				if strong {
					p.wb(')')
				}
				return
			}
			p.printAffineExpr(e.LHS, true)
			switch e.Op {
			case AffineMul:
				p.ws(" * ")
			case AffineMod:
				p.ws(" mod ")
			case AffineFloorDiv:
				p.ws(" floordiv ")
			case AffineCeilDiv:
				p.ws(" ceildiv ")
			}
			p.printAffineExpr(e.RHS, true)
			if strong {
				p.wb(')')
			}
			return
		}
		if strong {
			p.wb('(')
		}
		p.printAffineExpr(e.LHS, false)
		// lhs + rhs * -c prints as lhs - rhs * c
		if m, ok := e.RHS.(*AffineBinary); ok && m.Op == AffineMul {
			if c, ok := m.RHS.(AffineConst); ok && c < 0 {
				p.ws(" - ")
				if c == -1 {
					// Like MLIR, only a sum is parenthesized: d0 - d1 mod 4.
					inner, isSum := m.LHS.(*AffineBinary)
					p.printAffineExpr(m.LHS, isSum && inner.Op == AffineAdd)
				} else {
					p.printAffineExpr(m.LHS, true)
					p.ws(" * ")
					p.buf = strconv.AppendInt(p.buf, -int64(c), 10)
				}
				if strong {
					p.wb(')')
				}
				return
			}
		}
		if c, ok := e.RHS.(AffineConst); ok && c < 0 {
			p.ws(" - ")
			p.buf = strconv.AppendInt(p.buf, -int64(c), 10)
		} else {
			p.ws(" + ")
			p.printAffineExpr(e.RHS, false)
		}
		if strong {
			p.wb(')')
		}
	}
}
