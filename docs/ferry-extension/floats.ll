; float constants that need exact bits: NaN payloads, negative zero, denormals, odd formats
@d1 = global double 0x7FF8000000000001
@d2 = global double -0.000000e+00
@d3 = global double 4.940656e-324
@h1 = global half 0xH7E01
@b1 = global bfloat 0xR7FC1
@x1 = global x86_fp80 0xK7FFFC000000000000001
@q1 = global fp128 0xL00000000000000017FFF800000000000
@v1 = global <2 x float> <float 0x7FF8000020000000, float -0.000000e+00>
define float @f() {
  ret float 0x36A0000000000000
}
