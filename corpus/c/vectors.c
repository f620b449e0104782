// vectors.c: clang's ext_vector_type: element-wise arithmetic, comparisons, swizzles,
// __builtin_shufflevector, __builtin_convertvector and reductions; IR vectors with
// insertelement, extractelement, shufflevector and vector casts.
#include <stdio.h>

typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));
typedef unsigned char uchar8 __attribute__((ext_vector_type(8)));
typedef short short8 __attribute__((ext_vector_type(8)));

static void print4f(const char *name, float4 v) {
  printf("%s = (%.2f, %.2f, %.2f, %.2f)\n", name, v.x, v.y, v.z, v.w);
}

static void print4i(const char *name, int4 v) {
  printf("%s = (%d, %d, %d, %d)\n", name, v[0], v[1], v[2], v[3]);
}

static __attribute__((noinline)) float4 axpy(float a, float4 x, float4 y) { return a * x + y; }

int main(void) {
  float4 a = {1.0f, 2.0f, 3.0f, 4.0f};
  float4 b = (float4)(0.5f);
  print4f("a", a);
  print4f("axpy", axpy(2.0f, a, b));
  print4f("a.wzyx", a.wzyx);
  print4f("a.xxyy * b", a.xxyy * b);
  int4 i = {10, -20, 30, -40};
  int4 j = {3, 3, 3, 3};
  print4i("i / j", i / j);
  print4i("i % j", i % j);
  print4i("i >> 1", i >> 1);
  print4i("i & 0xf", i & 0xf);
  print4i("i < 0", i < 0);
  print4i("a > 2", a > 2.0f);
  int4 s = __builtin_shufflevector(i, j, 0, 4, 1, 5);
  print4i("shuffle", s);
  float4 c = __builtin_convertvector(i, float4);
  print4f("convert", c);
  int4 sel = (i > 0) ? i : -i;
  print4i("abs via select", sel);
  double2 d = {1.25, -2.5};
  d = d * d;
  printf("d = (%.4f, %.4f)\n", d.x, d.y);
  uchar8 u = {250, 251, 252, 253, 254, 255, 0, 1};
  u += (uchar8)(10);
  printf("u =");
  for (int k = 0; k < 8; k++) printf(" %d", u[k]);
  printf("\n");
  short8 h = __builtin_convertvector(u, short8) * (short8)(300);
  printf("h =");
  for (int k = 0; k < 8; k++) printf(" %d", h[k]);
  printf("\n");
  int total = 0;
  for (int k = 0; k < 4; k++) total += sel[k];
  printf("reduce = %d, lo.hi = %.1f\n", total, a.lo.y + a.hi.x);
  a.xz = (float4){9, 9, 9, 9}.xy;
  print4f("a after a.xz", a);
  return 0;
}
