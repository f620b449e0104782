package interp

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
)

// libc holds the C library functions the interpreter implements, by name.
var libc map[string]builtin

func init() {
	libc = map[string]builtin{
		"printf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.formatCall(cs, args, 0)
			if err != nil {
				return Value{}, err
			}
			m.emit(out)
			return Int(uint64(len(out)), 32), nil
		},
		"fprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.formatCall(cs, args, 1)
			if err != nil {
				return Value{}, err
			}
			m.writeStream(args[0], out)
			return Int(uint64(len(out)), 32), nil
		},
		"sprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.formatCall(cs, args, 1)
			if err != nil {
				return Value{}, err
			}
			if err := m.writeBytes(args[0], append(out, 0), "sprintf"); err != nil {
				return Value{}, err
			}
			return Int(uint64(len(out)), 32), nil
		},
		"snprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.formatCall(cs, args, 2)
			if err != nil {
				return Value{}, err
			}
			n := int(args[1].X)
			if n > 0 {
				w := out
				if len(w) > n-1 {
					w = w[:n-1]
				}
				if err := m.writeBytes(args[0], append(append([]byte(nil), w...), 0), "snprintf"); err != nil {
					return Value{}, err
				}
			}
			return Int(uint64(len(out)), 32), nil
		},
		"puts": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "puts")
			if err != nil {
				return Value{}, err
			}
			m.emit(s)
			m.emit([]byte{'\n'})
			return Int(uint64(len(s)+1), 32), nil
		},
		"fputs": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "fputs")
			if err != nil {
				return Value{}, err
			}
			m.writeStream(args[1], s)
			return Int(1, 32), nil
		},
		"putchar": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			m.emit([]byte{byte(args[0].X)})
			return Int(args[0].X&0xff, 32), nil
		},
		"fputc": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			m.writeStream(args[1], []byte{byte(args[0].X)})
			return Int(args[0].X&0xff, 32), nil
		},
		"putc": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			m.writeStream(args[1], []byte{byte(args[0].X)})
			return Int(args[0].X&0xff, 32), nil
		},
		"fwrite": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			n := int64(args[1].X * args[2].X)
			b, err := m.mem.Bytes(args[0], n, "fwrite")
			if err != nil {
				return Value{}, err
			}
			m.writeStream(args[3], b)
			return Int(args[2].X, 64), nil
		},
		"fflush":  func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) { return Int(0, 32), nil },
		"getchar": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) { return Int(mask(32), 32), nil },
		"malloc": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return m.malloc(args[0], false)
		},
		"calloc": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			if args[0].State != Defined || args[1].State != Defined {
				return Value{}, ub("calloc with an undefined size")
			}
			hi, lo := bits64Mul(args[0].X, args[1].X)
			if hi != 0 {
				return Value{}, nil
			}
			return m.malloc(Value{X: lo}, true)
		},
		"realloc": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			p, n := args[0], args[1]
			if p.State == Defined && p.X == 0 {
				return m.malloc(n, false)
			}
			old, err := m.heapAlloc(p, "realloc")
			if err != nil {
				return Value{}, err
			}
			np, err := m.malloc(n, false)
			if err != nil || np.X == 0 {
				return np, err
			}
			c := old.Size
			if int64(n.X) < c {
				c = int64(n.X)
			}
			if err := m.mem.Copy(np, Value{X: old.Base, Prov: old}, c, false, "realloc"); err != nil {
				return Value{}, err
			}
			delete(m.heap, old.Base)
			m.mem.Free(old)
			return np, nil
		},
		"free": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			p := args[0]
			if p.State == Defined && p.X == 0 {
				return Value{}, nil
			}
			a, err := m.heapAlloc(p, "free")
			if err != nil {
				return Value{}, err
			}
			delete(m.heap, a.Base)
			m.mem.Free(a)
			return Value{}, nil
		},
		"memcpy": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return args[0], m.mem.Copy(args[0], args[1], int64(args[2].X), false, "memcpy")
		},
		"memmove": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return args[0], m.mem.Copy(args[0], args[1], int64(args[2].X), true, "memmove")
		},
		"memset": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return args[0], m.mem.Set(args[0], byte(args[1].X), Defined, int64(args[2].X), "memset")
		},
		"memcmp": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			n := int64(args[2].X)
			if n == 0 {
				return Int(0, 32), nil
			}
			a, err := m.mem.Bytes(args[0], n, "memcmp")
			if err != nil {
				return Value{}, err
			}
			b, err := m.mem.Bytes(args[1], n, "memcmp")
			if err != nil {
				return Value{}, err
			}
			return cmpResult(a, b), nil
		},
		"strlen": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "strlen")
			if err != nil {
				return Value{}, err
			}
			return Int(uint64(len(s)), 64), nil
		},
		"strcmp": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			a, err := m.mem.CString(args[0], "strcmp")
			if err != nil {
				return Value{}, err
			}
			b, err := m.mem.CString(args[1], "strcmp")
			if err != nil {
				return Value{}, err
			}
			return cmpResult(append(a[:len(a):len(a)], 0), append(b[:len(b):len(b)], 0)), nil
		},
		"strncmp": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			a, err := m.mem.CString(args[0], "strncmp")
			if err != nil {
				return Value{}, err
			}
			b, err := m.mem.CString(args[1], "strncmp")
			if err != nil {
				return Value{}, err
			}
			a, b = append(a[:len(a):len(a)], 0), append(b[:len(b):len(b)], 0)
			n := int(args[2].X)
			if n < len(a) {
				a = a[:n]
			}
			if n < len(b) {
				b = b[:n]
			}
			return cmpResult(a, b), nil
		},
		"strcpy": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[1], "strcpy")
			if err != nil {
				return Value{}, err
			}
			return args[0], m.writeBytes(args[0], append(append([]byte(nil), s...), 0), "strcpy")
		},
		"strncpy": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[1], "strncpy")
			if err != nil {
				return Value{}, err
			}
			n := int(args[2].X)
			b := make([]byte, n)
			copy(b, s)
			return args[0], m.writeBytes(args[0], b, "strncpy")
		},
		"strcat": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			d, err := m.mem.CString(args[0], "strcat")
			if err != nil {
				return Value{}, err
			}
			s, err := m.mem.CString(args[1], "strcat")
			if err != nil {
				return Value{}, err
			}
			end := Value{X: args[0].X + uint64(len(d)), Prov: args[0].Prov}
			return args[0], m.writeBytes(end, append(append([]byte(nil), s...), 0), "strcat")
		},
		"strchr": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "strchr")
			if err != nil {
				return Value{}, err
			}
			c := byte(args[1].X)
			k := bytes.IndexByte(append(s[:len(s):len(s)], 0), c)
			if k < 0 {
				return Value{}, nil
			}
			return Value{X: args[0].X + uint64(k), Prov: args[0].Prov}, nil
		},
		"strdup": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "strdup")
			if err != nil {
				return Value{}, err
			}
			p, err := m.malloc(Value{X: uint64(len(s) + 1)}, false)
			if err != nil {
				return Value{}, err
			}
			return p, m.writeBytes(p, append(append([]byte(nil), s...), 0), "strdup")
		},
		"abort": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Value{}, &Error{Kind: ErrAbort, Reason: "abort() called"}
		},
		"__assert_fail": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			msg, _ := m.mem.CString(args[0], "__assert_fail")
			return Value{}, &Error{Kind: ErrAbort, Reason: fmt.Sprintf("assertion `%s' failed", msg)}
		},
		"exit":  exitFn,
		"_exit": exitFn,
		"abs": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Int(uint64(absI(int64(int32(args[0].X)))), 32), nil
		},
		"labs": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Int(uint64(absI(int64(args[0].X))), 64), nil
		},
		"llabs": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Int(uint64(absI(int64(args[0].X))), 64), nil
		},
		"atoi": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "atoi")
			if err != nil {
				return Value{}, err
			}
			return Int(uint64(atol(s)), 32), nil
		},
		"atol": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			s, err := m.mem.CString(args[0], "atol")
			if err != nil {
				return Value{}, err
			}
			return Int(uint64(atol(s)), 64), nil
		},
		"rand": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Int(uint64(m.rand()), 32), nil
		},
		"srand": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			m.srand(uint32(args[0].X))
			return Value{}, nil
		},
		"sqrt": libm1(math.Sqrt), "sqrtf": libm1(math.Sqrt), "fabs": libm1(math.Abs), "fabsf": libm1(math.Abs),
		"floor": libm1(math.Floor), "floorf": libm1(math.Floor), "ceil": libm1(math.Ceil), "ceilf": libm1(math.Ceil),
		"trunc": libm1(math.Trunc), "truncf": libm1(math.Trunc), "round": libm1(math.Round), "roundf": libm1(math.Round),
		"sin": libm1(math.Sin), "cos": libm1(math.Cos), "tan": libm1(math.Tan), "exp": libm1(math.Exp),
		"log": libm1(math.Log), "log2": libm1(math.Log2), "log10": libm1(math.Log10), "atan": libm1(math.Atan),
		"pow": libm2(math.Pow), "fmod": libm2(math.Mod), "fmodf": libm2(math.Mod), "atan2": libm2(math.Atan2),
		"fmax": libm2(math.Max), "fmin": libm2(math.Min),
		"vprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.vformat(args[0], args[1], cs.name)
			if err != nil {
				return Value{}, err
			}
			m.emit(out)
			return Int(uint64(len(out)), 32), nil
		},
		"vfprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.vformat(args[1], args[2], cs.name)
			if err != nil {
				return Value{}, err
			}
			m.writeStream(args[0], out)
			return Int(uint64(len(out)), 32), nil
		},
		"vsprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.vformat(args[1], args[2], cs.name)
			if err != nil {
				return Value{}, err
			}
			return Int(uint64(len(out)), 32), m.writeBytes(args[0], append(out, 0), cs.name)
		},
		"vsnprintf": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			out, err := m.vformat(args[2], args[3], cs.name)
			if err != nil {
				return Value{}, err
			}
			if n := int(args[1].X); n > 0 {
				w := out
				if len(w) > n-1 {
					w = w[:n-1]
				}
				if err := m.writeBytes(args[0], append(append([]byte(nil), w...), 0), cs.name); err != nil {
					return Value{}, err
				}
			}
			return Int(uint64(len(out)), 32), nil
		},
		"qsort":   qsortFn,
		"bsearch": bsearchFn,
		"__cxa_allocate_exception": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return m.malloc(args[0], true)
		},
		"__cxa_throw": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			m.excTypes[args[0].X] = args[1].X
			return Value{}, &unwinding{val: Value{Elems: []Value{args[0], Int(0, 32)}}, tinfo: args[1].X}
		},
		"__cxa_rethrow": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			if m.caught == 0 {
				return Value{}, &Error{Kind: ErrAbort, Reason: "rethrow with no exception (std::terminate)"}
			}
			return Value{}, &unwinding{val: Value{Elems: []Value{{X: m.caught}, Int(0, 32)}}, tinfo: m.excTypes[m.caught]}
		},
		"_ZSt9terminatev": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Value{}, &Error{Kind: ErrAbort, Reason: "std::terminate called"}
		},
		"__cxa_free_exception": nop,
		"__cxa_begin_catch": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			m.caught = args[0].X
			return args[0], nil
		},
		"__cxa_end_catch": nop,
	}
}

func exitFn(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	m.exited = true
	m.code = int(args[0].X)
	return Value{}, errExit
}

func libm1(fn func(float64) float64) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := retT(cs)
		if t == nil || !t.IsFloat() || len(args) < 1 {
			return Value{}, unsupported("%s with these types", cs.name)
		}
		if args[0].State != Defined {
			return Value{State: args[0].State}, nil
		}
		return f64ToFloat(t, fn(floatToF64(t, args[0]))), nil
	}
}

func libm2(fn func(float64, float64) float64) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := retT(cs)
		if t == nil || !t.IsFloat() || len(args) < 2 {
			return Value{}, unsupported("%s with these types", cs.name)
		}
		if args[0].State != Defined || args[1].State != Defined {
			return Value{State: max(args[0].State, args[1].State)}, nil
		}
		return f64ToFloat(t, fn(floatToF64(t, args[0]), floatToF64(t, args[1]))), nil
	}
}

func atol(s []byte) int64 {
	s = bytes.TrimLeft(s, " \t\n\r\v\f")
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, _ := strconv.ParseInt(string(s[:end]), 10, 64)
	return n
}

func cmpResult(a, b []byte) Value {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return Int(uint64(int64(a[i])-int64(b[i])), 32)
		}
	}
	return Int(uint64(int64(len(a)-len(b))), 32)
}

func (m *Machine) writeBytes(p Value, b []byte, what string) error {
	if len(b) == 0 {
		return nil
	}
	a, off, err := m.mem.check(p, int64(len(b)), true, what)
	if err != nil {
		return err
	}
	copy(a.Data[off:], b)
	a.setShadow(off, int64(len(b)), Defined)
	return nil
}

// writeStream writes to stdout when the stream is stdout; what goes to stderr is
// not part of the compared output and is dropped.
func (m *Machine) writeStream(stream Value, b []byte) {
	if m.streams[stream.X] == "stderr" {
		return
	}
	m.emit(b)
}

// emit writes program output, counting it against Limits.Output and, as bulk work,
// against the step limit; past the output limit the output is dropped and the call
// that wrote it ends the run (callInst).
func (m *Machine) emit(b []byte) {
	m.outBytes += int64(len(b))
	m.mem.work += int64(len(b)) // formatting and writing it is bulk work (afterCall)
	if m.limits.Output > 0 && m.outBytes > m.limits.Output {
		if m.outErr == nil {
			m.outErr = limit("output limit of %d bytes exceeded", m.limits.Output)
		}
		return
	}
	m.out.Write(b)
}

func (m *Machine) ptrType() *Type {
	t := &Type{Kind: KPtr}
	m.layout.Complete(t)
	return t
}

func (m *Machine) malloc(n Value, zero bool) (Value, error) {
	if n.State != Defined {
		return Value{}, ub("malloc of a %s size", stateName(n.State))
	}
	if n.X > 1<<40 {
		return Value{}, nil // glibc fails: null
	}
	m.mem.nheap++
	a, err := m.mem.Allocate(fmt.Sprintf("heap block #%d", m.mem.nheap), int64(n.X), 16, HeapAlloc, zero)
	if err != nil {
		return Value{}, err
	}
	m.heap[a.Base] = a
	return Value{X: a.Base, Prov: a}, nil
}

func (m *Machine) heapAlloc(p Value, what string) (*Alloc, error) {
	if p.State != Defined {
		return nil, ub("%s of a %s pointer", what, stateName(p.State))
	}
	a := m.heap[p.X]
	if a == nil {
		if b := m.mem.resolve(p); b != nil && b.Kind == HeapAlloc && b.Freed {
			return nil, ub("%s of %s, already freed (double free)", what, b.Name)
		}
		return nil, ub("%s of 0x%x, which is not the start of a live heap block", what, p.X)
	}
	return a, nil
}

// formatCall runs printf-family formatting with the format at args[k].
func (m *Machine) formatCall(cs *callSite, args []Value, k int) ([]byte, error) {
	if len(args) <= k {
		return nil, malformed("%s without a format", cs.name)
	}
	f, err := m.mem.CString(args[k], cs.name)
	if err != nil {
		return nil, err
	}
	tys := cs.argTys
	if len(tys) < len(args) {
		return nil, malformed("%s: argument types unknown", cs.name)
	}
	return m.Format(f, &listArgs{vals: args[k+1:], tys: tys[k+1:]})
}

// glibc's random(3) TYPE_3 generator, which rand() uses.
type glibcRand struct {
	state []int32
	init  bool
}

func (m *Machine) srand(seed uint32) {
	g := &m.rng
	if seed == 0 {
		seed = 1
	}
	var r [344 + 31]int32
	r[0] = int32(seed)
	for i := 1; i < 31; i++ {
		hi := int64(r[i-1]) / 127773
		lo := int64(r[i-1]) % 127773
		word := 16807*lo - 2836*hi
		if word < 0 {
			word += 2147483647
		}
		r[i] = int32(word)
	}
	st := make([]int32, 0, 34)
	st = append(st, r[:31]...)
	st = append(st, st[0], st[1], st[2])
	// glibc discards the first 310 outputs
	for i := 34; i < 344; i++ {
		st = append(st, st[i-31]+st[i-3])
	}
	g.state = st[len(st)-31:]
	g.init = true
}

func (m *Machine) rand() int32 {
	g := &m.rng
	if !g.init {
		m.srand(1)
	}
	n := len(g.state)
	v := g.state[n-31] + g.state[n-3]
	g.state = append(g.state[1:], v)
	return int32(uint32(v) >> 1)
}

// vaArgs reads printf arguments from a va_list, with the types the conversions name.
type vaArgs struct {
	m  *Machine
	ap Value
}

func (v *vaArgs) nextTyped(t *Type) (Value, *Type, error) {
	r, err := v.m.vaArg(nil, t, v.ap)
	return r, t, err
}

func (m *Machine) vformat(fmtp, ap Value, name string) ([]byte, error) {
	f, err := m.mem.CString(fmtp, name)
	if err != nil {
		return nil, err
	}
	return m.Format(f, &vaArgs{m: m, ap: ap})
}

func (m *Machine) callFn(p Value, args []Value, what string) (Value, error) {
	a := m.mem.resolve(p)
	if p.State != Defined || a == nil || a.Kind != FuncAlloc || p.X != a.Base {
		return Value{}, ub("%s: comparator is not a function", what)
	}
	return m.call(a.Fn, args, nil, nil, nil)
}

func qsortFn(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	base, n, size, cmp := args[0], int64(args[1].X), int64(args[2].X), args[3]
	if n <= 1 || size == 0 {
		return Value{}, nil
	}
	a, o, err := m.mem.check(base, n*size, true, "qsort")
	if err != nil {
		return Value{}, err
	}
	// Insertion sort through the comparator: stable, like glibc's merge sort for
	// arrays that fit its buffer, so equal elements keep their order.
	tmp := make([]byte, size)
	elem := func(i int64) Value { return Value{X: a.Base + uint64(o+i*size), Prov: a} }
	for i := int64(1); i < n; i++ {
		for j := i; j > 0; j-- {
			r, err := m.callFn(cmp, []Value{elem(j - 1), elem(j)}, "qsort")
			if err != nil {
				return Value{}, err
			}
			if int32(r.X) <= 0 {
				break
			}
			x, y := a.Data[o+(j-1)*size:o+j*size], a.Data[o+j*size:o+(j+1)*size]
			copy(tmp, x)
			copy(x, y)
			copy(y, tmp)
		}
	}
	return Value{}, nil
}

func bsearchFn(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	key, base, n, size, cmp := args[0], args[1], int64(args[2].X), int64(args[3].X), args[4]
	lo, hi := int64(0), n
	for lo < hi {
		mid := (lo + hi) / 2
		p := Value{X: base.X + uint64(mid*size), Prov: base.Prov}
		r, err := m.callFn(cmp, []Value{key, p}, "bsearch")
		if err != nil {
			return Value{}, err
		}
		switch c := int32(r.X); {
		case c < 0:
			hi = mid
		case c > 0:
			lo = mid + 1
		default:
			return p, nil
		}
	}
	return Value{}, nil
}
