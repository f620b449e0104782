// float.c: float, double and long double (x86_fp80) arithmetic, conversions,
// comparisons with NaN, infinities, signed zero, fma, libm calls and hexadecimal
// float output, which is exact and so deterministic.
#include <float.h>
#include <math.h>
#include <stdio.h>

static __attribute__((noinline)) double hypot3(double a, double b, double c) { return sqrt(a * a + b * b + c * c); }

int main(void) {
  volatile double zero = 0.0;
  double inf = 1.0 / zero, nan = zero / zero;
  printf("inf = %f, -inf = %f, nan is nan: %d\n", inf, -inf, nan != nan);
  printf("nan < 1: %d, nan >= 1: %d, !(nan < 1): %d\n", nan < 1, nan >= 1, !(nan < 1));
  printf("signed zero: %g %g, equal: %d, signbit: %d\n", zero, -zero, zero == -zero, signbit(-zero) != 0);
  printf("0.1 + 0.2 = %a (%.17g)\n", 0.1 + 0.2, 0.1 + 0.2);
  float f = 16777216.0f;
  printf("2^24 + 1 in float = %.1f\n", (double)(f + 1.0f));
  printf("fma(0.1, 10, -1) = %a\n", fma(0.1, 10.0, -1.0));
  printf("hypot3 = %.10f\n", hypot3(1.0, 2.0, 2.0));
  printf("floor/ceil/trunc/round(-2.5) = %g %g %g %g\n", floor(-2.5), ceil(-2.5), trunc(-2.5), round(-2.5));
  printf("fmod(7.5, 2) = %g, copysign(3, -0.0) = %g\n", fmod(7.5, 2.0), copysign(3.0, -0.0));
  volatile double d399 = 3.99, d3007 = 300.7;
  volatile unsigned long long umax = 18446744073709551615ULL;
  printf("(int)3.99 = %d, (int)-3.99 = %d, (unsigned char)300.7 via int = %d, (unsigned)300.7 = %u\n", (int)d399,
         (int)-d399, (unsigned char)(int)d3007, (unsigned)d3007);
  printf("uint64 max to double at run time = %a, to float = %a\n", (double)umax, (double)(float)umax);
  printf("(float)(1e40) is inf: %d, FLT_MAX = %a\n", isinf((float)1e40), FLT_MAX);
  printf("uint64 max to double = %a\n", (double)18446744073709551615ULL);
  long double ld = 1.0L / 3.0L;
  printf("long double 1/3 = %.20Lf, bits of mantissa %d\n", ld, LDBL_MANT_DIG);
  double acc = 0;
  for (int i = 1; i <= 1000; i++) acc += 1.0 / ((double)i * i);
  printf("sum 1/n^2 (1000 terms) = %.15f\n", acc);
  printf("exp(1) = %.15f, log(10) = %.15f, pow(2, 0.5) = %.15f\n", exp(1.0), log(10.0), pow(2.0, 0.5));
  float h = (float)DBL_MIN;
  printf("DBL_MIN to float = %g, denormal float = %a\n", (double)h, (double)FLT_TRUE_MIN);
  return 0;
}
