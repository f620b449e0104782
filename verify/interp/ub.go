package interp

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinels for the ways a run can end other than by returning; test them with
// errors.Is.
var (
	// ErrUB is immediate undefined behaviour (LangRef): the run has no meaning after it.
	ErrUB = errors.New("undefined behaviour")
	// ErrLimit is a step, memory or call-depth limit: the run was cut short.
	ErrLimit = errors.New("limit exceeded")
	// ErrUnsupported is a construct the interpreter does not execute.
	ErrUnsupported = errors.New("unsupported")
	// ErrAbort is a call to abort() (lli then dies of SIGABRT).
	ErrAbort = errors.New("aborted")
	// ErrMalformed is a module that cannot be executed as written (type mismatch,
	// missing definition, bad operand).
	ErrMalformed = errors.New("malformed module")
)

// Error is a run-ending event, located at the instruction that caused it.
type Error struct {
	Kind   error  // ErrUB, ErrLimit, ErrUnsupported, ErrAbort or ErrMalformed
	Reason string // what happened: "division by zero", "load out of bounds of @g (8 bytes at offset 4, size 8)"
	Func   string // the function, "@main"
	Inst   string // the instruction, as printed in the module, or ""
}

// Error is "kind: reason in @f at `inst`". The names of stack allocations carry
// their function ("%a in @f"), so a reason naming an alloca of the function where it
// happened already says "in @f"; it is not said twice.
func (e *Error) Error() string {
	s := e.Kind.Error() + ": " + e.Reason
	if e.Func != "" && !saysIn(e.Reason, e.Func) {
		s += " in " + e.Func
	}
	if e.Inst != "" {
		s += " at `" + e.Inst + "`"
	}
	return s
}

// saysIn reports whether reason contains " in fn" with fn a whole name (not a
// prefix of a longer one).
func saysIn(reason, fn string) bool {
	key := " in " + fn
	for i := strings.Index(reason, key); i >= 0; {
		end := i + len(key)
		if end == len(reason) || !isNameByte(reason[end]) {
			return true
		}
		j := strings.Index(reason[end:], key)
		if j < 0 {
			break
		}
		i = end + j
	}
	return false
}

// isNameByte reports whether c can continue an LLVM identifier.
func isNameByte(c byte) bool {
	return c == '.' || c == '_' || c == '$' || c == '-' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func (e *Error) Unwrap() error { return e.Kind }

func ub(format string, args ...any) *Error {
	return &Error{Kind: ErrUB, Reason: fmt.Sprintf(format, args...)}
}

func unsupported(format string, args ...any) *Error {
	return &Error{Kind: ErrUnsupported, Reason: fmt.Sprintf(format, args...)}
}

func malformed(format string, args ...any) *Error {
	return &Error{Kind: ErrMalformed, Reason: fmt.Sprintf(format, args...)}
}

func limit(format string, args ...any) *Error {
	return &Error{Kind: ErrLimit, Reason: fmt.Sprintf(format, args...)}
}
