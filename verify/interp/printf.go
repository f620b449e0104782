package interp

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// argSource yields printf arguments in order.
type argSource interface {
	nextTyped(want *Type) (Value, *Type, error)
}

type listArgs struct {
	vals []Value
	tys  []*Type
	i    int
}

func (l *listArgs) nextTyped(want *Type) (Value, *Type, error) {
	if l.i >= len(l.vals) {
		return Value{}, nil, ub("printf: fewer arguments than the format asks for")
	}
	v, t := l.vals[l.i], l.tys[l.i]
	l.i++
	if v.AnyNotDefined() {
		return Value{}, nil, ub("printf: argument %d is %s", l.i, stateName(max(v.State, Poison)))
	}
	return v, t, nil
}

// Format formats like C's printf (glibc's output for every conversion: d i u o x X c
// s p f F e E g G a A %, with flags, width, precision and length modifiers).
func (m *Machine) Format(format []byte, args argSource) ([]byte, error) {
	var out []byte
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			out = append(out, c)
			continue
		}
		i++
		if i >= len(format) {
			break
		}
		var minus, plus, space, hash, zero bool
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				minus = true
			case '+':
				plus = true
			case ' ':
				space = true
			case '#':
				hash = true
			case '0':
				zero = true
			default:
				break flags
			}
		}
		width := -1
		if i < len(format) && format[i] == '*' {
			v, t, err := args.nextTyped(m.basicType(KInt, 32))
			if err != nil {
				return out, err
			}
			width = int(sext(v.X, intBits(t)))
			if width < 0 {
				minus = true
				width = -width
			}
			i++
		} else {
			for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
				if width < 0 {
					width = 0
				}
				width = width*10 + int(format[i]-'0')
			}
		}
		prec := -1
		if i < len(format) && format[i] == '.' {
			i++
			prec = 0
			if i < len(format) && format[i] == '*' {
				v, t, err := args.nextTyped(m.basicType(KInt, 32))
				if err != nil {
					return out, err
				}
				prec = int(sext(v.X, intBits(t)))
				if prec < 0 {
					prec = -1
				}
				i++
			} else {
				for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
					prec = prec*10 + int(format[i]-'0')
				}
			}
		}
		size := 32
		for ; i < len(format); i++ {
			switch format[i] {
			case 'h':
				if size == 16 {
					size = 8
				} else {
					size = 16
				}
				continue
			case 'l', 'z', 'j', 't', 'q':
				size = 64
				continue
			case 'L':
				size = 128
				continue
			}
			break
		}
		if i >= len(format) {
			break
		}
		conv := format[i]
		if width > 1<<20 || prec > 1<<20 {
			return out, unsupported("printf width or precision too large")
		}
		// The formatted text is held in memory: a short format with wide fields
		// must not outgrow the memory limit ("%999999d" repeated).
		if m.mem != nil {
			if err := m.mem.fits(int64(len(out))+int64(max(width, prec, 0))+64, "the formatted output of printf"); err != nil {
				return out, err
			}
		}
		var body string
		sign := ""
		numeric := false
		switch conv {
		case '%':
			out = append(out, '%')
			continue
		case 'd', 'i', 'u', 'o', 'x', 'X':
			v, t, err := args.nextTyped(m.intArgType(size))
			if err != nil {
				return out, err
			}
			bits := intBits(t)
			if t.Kind != KInt && t.Kind != KPtr {
				return out, ub("printf: %%%c given a %s", conv, t)
			}
			x := v.X
			if bits > 64 {
				x = truncBig(toBig(v, bits), 64)
			}
			if size < 64 {
				x &= mask(size)
			}
			numeric = true
			if conv == 'd' || conv == 'i' {
				s := sext(x, min(size, 64))
				if s < 0 {
					sign = "-"
					body = strconv.FormatUint(uint64(-s), 10)
				} else {
					body = strconv.FormatInt(s, 10)
					if plus {
						sign = "+"
					} else if space {
						sign = " "
					}
				}
			} else {
				base := 10
				switch conv {
				case 'o':
					base = 8
				case 'x', 'X':
					base = 16
				}
				body = strconv.FormatUint(x, base)
				if conv == 'X' {
					body = strings.ToUpper(body)
				}
				if hash && x != 0 && base == 16 {
					if conv == 'X' {
						sign = "0X"
					} else {
						sign = "0x"
					}
				}
				if hash && base == 8 && body[0] != '0' {
					body = "0" + body
				}
			}
			if prec >= 0 {
				if prec == 0 && x == 0 && !(conv == 'o' && hash) {
					body = ""
				}
				for len(body) < prec {
					body = "0" + body
				}
				zero = false
			}
		case 'c':
			v, _, err := args.nextTyped(m.basicType(KInt, 32))
			if err != nil {
				return out, err
			}
			body = string([]byte{byte(v.X)})
		case 's':
			v, _, err := args.nextTyped(m.ptrType())
			if err != nil {
				return out, err
			}
			if v.X == 0 {
				body = "(null)"
				if prec >= 0 && prec < 6 {
					body = ""
				}
			} else {
				s, err := m.cstringN(v, prec)
				if err != nil {
					return out, err
				}
				body = string(s)
			}
			zero = false
		case 'p':
			v, _, err := args.nextTyped(m.ptrType())
			if err != nil {
				return out, err
			}
			if v.X == 0 {
				body = "(nil)"
			} else {
				body = "0x" + strconv.FormatUint(v.X, 16)
			}
			zero = false
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			v, t, err := args.nextTyped(m.floatArgType(size))
			if err != nil {
				return out, err
			}
			if !t.IsFloat() {
				return out, ub("printf: %%%c given a %s", conv, t)
			}
			numeric = true
			var neg bool
			body, neg = formatFloat(t, v, conv, prec, hash)
			if neg {
				sign = "-"
			} else if plus {
				sign = "+"
			} else if space {
				sign = " "
			}
			if strings.ContainsAny(body, "naNA") && !strings.HasPrefix(body, "0x") && !strings.HasPrefix(body, "0X") {
				zero = false // inf and nan are never zero-padded
			}
		case 'n':
			return out, unsupported("printf %%n")
		default:
			// glibc prints unknown conversions verbatim.
			out = append(out, '%', conv)
			continue
		}
		n := len(sign) + len(body)
		pad := 0
		if width > n {
			pad = width - n
		}
		switch {
		case minus:
			out = append(out, sign...)
			out = append(out, body...)
			out = append(out, strings.Repeat(" ", pad)...)
		case zero && numeric:
			out = append(out, sign...)
			out = append(out, strings.Repeat("0", pad)...)
			out = append(out, body...)
		default:
			out = append(out, strings.Repeat(" ", pad)...)
			out = append(out, sign...)
			out = append(out, body...)
		}
	}
	return out, nil
}

func (m *Machine) cstringN(p Value, limit int) ([]byte, error) {
	if limit < 0 {
		return m.mem.CString(p, "printf %s")
	}
	a, off, err := m.mem.check(p, 1, false, "printf %s")
	if err != nil {
		return nil, err
	}
	end := off
	for end < a.Size && end-off < int64(limit) && a.Data[end] != 0 {
		end++
	}
	if end-off < int64(limit) && end >= a.Size {
		return nil, ub("printf %%s: string at offset %d of %s is not NUL-terminated", off, a.Name)
	}
	return a.Data[off:end], nil
}

// formatFloat returns the digits of v (without sign) and whether it is negative.
func formatFloat(t *Type, v Value, conv byte, prec int, hash bool) (string, bool) {
	upper := conv == 'F' || conv == 'E' || conv == 'G' || conv == 'A'
	lower := conv | 0x20
	neg := signBit(t, v)
	var f float64
	var bf *big.Float
	if t.Kind == KX86FP80 || t.Kind == KFP128 {
		var s float64
		bf, s = wideToBig(t, v)
		if bf == nil {
			f = s
		} else {
			bf.Abs(bf)
			f, _ = bf.Float64()
		}
	} else {
		f = math.Abs(floatToF64(t, v))
	}
	if math.IsNaN(f) || math.IsInf(f, 0) && bf == nil {
		s := "inf"
		if math.IsNaN(f) {
			s = "nan"
		}
		if upper {
			s = strings.ToUpper(s)
		}
		return s, neg
	}
	if prec < 0 && lower != 'a' {
		prec = 6
	}
	var s string
	switch lower {
	case 'f':
		if bf != nil {
			s = bf.Text('f', prec)
		} else {
			s = strconv.FormatFloat(f, 'f', prec, 64)
		}
		if hash && prec == 0 {
			s += "."
		}
	case 'e':
		s = fmtE(f, bf, prec)
		if hash && prec == 0 {
			s = strings.Replace(s, "e", ".e", 1)
		}
	case 'g':
		p := prec
		if p == 0 {
			p = 1
		}
		e := fmtE(f, bf, p-1)
		x, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
		if p > x && x >= -4 {
			if bf != nil {
				s = bf.Text('f', p-1-x)
			} else {
				s = strconv.FormatFloat(f, 'f', p-1-x, 64)
			}
		} else {
			s = e
		}
		if !hash {
			mant, exp := s, ""
			if k := strings.IndexByte(s, 'e'); k >= 0 {
				mant, exp = s[:k], s[k:]
			}
			if strings.Contains(mant, ".") {
				mant = strings.TrimRight(mant, "0")
				mant = strings.TrimSuffix(mant, ".")
			}
			s = mant + exp
		} else if !strings.Contains(s, ".") {
			if k := strings.IndexByte(s, 'e'); k >= 0 {
				s = s[:k] + "." + s[k:]
			} else {
				s += "."
			}
		}
	case 'a':
		s = fmtA(f, prec, hash)
	}
	if upper {
		s = strings.ToUpper(s)
	}
	return s, neg
}

// fmtE formats like C's %.{prec}e: d.ddde±XX.
func fmtE(f float64, bf *big.Float, prec int) string {
	var s string
	if bf != nil {
		s = bf.Text('e', prec)
	} else {
		s = strconv.FormatFloat(f, 'e', prec, 64)
	}
	// Go writes e+00 like C; big.Float may write e+0: normalize to two digits.
	k := strings.IndexByte(s, 'e')
	if k >= 0 && len(s)-k-2 < 2 {
		s = s[:k+2] + "0" + s[k+2:]
	}
	return s
}

// fmtA formats like glibc's %a for a double.
func fmtA(f float64, prec int, hash bool) string {
	if f == 0 {
		s := "0x0"
		if prec > 0 {
			s += "." + strings.Repeat("0", prec)
		} else if hash {
			s += "."
		}
		return s + "p+0"
	}
	b := math.Float64bits(f)
	exp := int(b>>52) & 0x7ff
	man := b & (1<<52 - 1)
	lead := uint64(1)
	if exp == 0 {
		lead = 0
		exp = -1022
	} else {
		exp -= 1023
	}
	if prec >= 0 && prec < 13 {
		shift := uint(52 - 4*prec)
		full := lead<<52 | man
		rem := full & (1<<shift - 1)
		full >>= shift
		half := uint64(1) << (shift - 1)
		if rem > half || rem == half && full&1 == 1 {
			full++
		}
		lead = full >> uint(4*prec)
		man = (full & (1<<uint(4*prec) - 1)) << shift
	}
	digits := strconv.FormatUint(man|1<<52, 16)[1:]
	if prec < 0 {
		digits = strings.TrimRight(digits, "0")
	} else if prec <= 13 {
		digits = digits[:prec]
	} else {
		digits += strings.Repeat("0", prec-13)
	}
	s := "0x" + strconv.FormatUint(lead, 16)
	if digits != "" || hash {
		s += "." + digits
	}
	es := strconv.Itoa(exp)
	if exp >= 0 {
		es = "+" + es
	}
	return s + "p" + es
}

func (m *Machine) basicType(k Kind, bits int) *Type {
	t := &Type{Kind: k, Bits: bits}
	m.layout.Complete(t)
	return t
}

func (m *Machine) intArgType(size int) *Type {
	if size == 64 {
		return m.basicType(KInt, 64)
	}
	return m.basicType(KInt, 32)
}

func (m *Machine) floatArgType(size int) *Type {
	if size == 128 {
		return m.basicType(KX86FP80, 80)
	}
	return m.basicType(KDouble, 64)
}
