#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
struct S { int a; char b; long c; };
static int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
static double dsum(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
static int fib(int n) { return n < 2 ? n : fib(n-1) + fib(n-2); }
int main(int argc, char **argv) {
  printf("hello %d %s %5.2f|%-5d|%05x|%g|%e\n", 42, "world", 3.14159, 7, 255, 0.0001, 12345.678);
  printf("%d %f\n", sum(10, 1,2,3,4,5,6,7,8,9,10), dsum(10, 1.,2.,3.,4.,5.,6.,7.,8.,9.,10.5));
  struct S *s = malloc(sizeof *s * 4); s[2].c = 5; s[1].a = fib(20);
  printf("%ld %d %g %g %a\n", s[2].c, s[1].a, 1e100, 123456789.0, 1.5);
  free(s);
  return 3;
}
