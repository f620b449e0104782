package interp

import (
	"errors"
	"fmt"
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
	ErrAbort = errors.New("abort() called")
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

func (e *Error) Error() string {
	s := e.Kind.Error() + ": " + e.Reason
	if e.Func != "" {
		s += " in " + e.Func
	}
	if e.Inst != "" {
		s += " at `" + e.Inst + "`"
	}
	return s
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
