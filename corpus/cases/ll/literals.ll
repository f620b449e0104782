; literals.ll: integer and floating-point literal forms and their type rules.

; Every hexadecimal float form, u0x/s0x integers, booleans.
@a = global half 0xH3C00
@b = global bfloat 0xR3F80
@c = global x86_fp80 0xK3FFF8000000000000000
@d = global fp128 0xL00000000000000003FFF000000000000
@e = global ppc_fp128 0xM3FF00000000000000000000000000000
@f = global double 0x3FF0000000000000
@g = global float 0x3FF0000000000000
@h = global i32 u0xFF
@i = global i8 s0xFF
@j = global i128 u0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
@k = global float 1.5e+00
@l = global double -0.0
@m = global i1 true
@n = global i8 -128

; -----

; A hex half constant is not a float.
@g = global float 0xH3C00

; -----

; An x86_fp80 constant is not a half.
@g = global half 0xK3FFF8000000000000000

; -----

; An fp128 constant is not a double.
@g = global double 0xL00000000000000003FFF000000000000

; -----

; An integer is not a float constant.
@g = global float 1

; -----

; Without a '.', 1e40 lexes as an integer.
@g = global float 1e40

; -----

; A float is not an integer constant.
@g = global i32 1.0

; -----

; A double hex constant that float cannot hold exactly.
@g = global float 0x3FF0000000000001
