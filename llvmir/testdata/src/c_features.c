// Hand-written C exercising many IR features through clang-22.
#include <stdarg.h>
#include <stdatomic.h>
#include <setjmp.h>
#include <complex.h>
#include <string.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v8sf __attribute__((vector_size(32)));

struct bits { unsigned a : 3, b : 5; signed c : 7; };
union u { int i; float f; char c[8]; };

static _Thread_local int tls_counter;
_Atomic long atomic_total;
static const char *names[] = {"zero", "one", "two"};
long double ld = 1.5L;
__float128 q = 2.0;
_Float16 h = 0.5f16;
jmp_buf env;

int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int dispatch(int k) {
  static void *labels[] = {&&l0, &&l1, &&l2};
  goto *labels[k % 3];
l0: return 10;
l1: return 11;
l2: return 12;
}

v4si vadd(v4si a, v4si b) { return a + b * 2; }
v8sf vmul(v8sf a) { return a * a; }

int sw(int x) {
  switch (x) {
  case 0: return 5;
  case 1: case 2: return 7;
  case 100: return 9;
  default: return -1;
  }
}

double complex cmul(double complex a, double complex b) { return a * b; }

int vla(int n) {
  int arr[n];
  for (int i = 0; i < n; i++) arr[i] = i * i;
  return arr[n / 2];
}

int asm_add(int a, int b) {
  int r;
  __asm__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b));
  return r;
}

int bitf(struct bits *p) { p->b = 9; return p->a + p->b + p->c; }

float pun(union u *x) { return x->f + x->c[1]; }

int atomics(void) {
  atomic_fetch_add(&atomic_total, 5);
  long expected = 5;
  atomic_compare_exchange_strong(&atomic_total, &expected, 7);
  __atomic_fetch_nand(&tls_counter, 3, __ATOMIC_SEQ_CST);
  return (int)atomic_load_explicit(&atomic_total, memory_order_acquire);
}

int jumpy(int x) {
  if (setjmp(env)) return 1;
  if (x > 100) longjmp(env, 1);
  return 0;
}

int main(int argc, char **argv) {
  struct bits b = {1, 2, -3};
  union u uu;
  memset(&uu, 0, sizeof uu);
  v4si a = {1, 2, 3, 4};
  v8sf f = {1, 2, 3, 4, 5, 6, 7, 8};
  int s = sum(3, 1, 2, 3) + dispatch(argc) + sw(argc) + vla(argc + 3) + asm_add(argc, 2);
  s += bitf(&b) + (int)pun(&uu) + atomics() + jumpy(argc);
  s += vadd(a, a)[2] + (int)vmul(f)[3] + (int)creal(cmul(1.0 + 2.0 * I, 3.0));
  s += (int)(ld + (long double)q + h) + (int)strlen(names[argc % 3]);
  if (__builtin_expect(argc > 10, 0)) __builtin_unreachable();
  return s;
}
