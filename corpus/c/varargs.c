// varargs.c: variadic functions with va_start, va_arg of several types, va_copy and
// forwarding a va_list; clang emits va_start/va_copy/va_end intrinsics and, at -O0,
// the x86-64 va_list walk.
#include <stdarg.h>
#include <stdio.h>

static long sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

// fmt: 'i' int, 'l' long, 'd' double, 's' string, 'c' char (promoted to int).
static void mixed(const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': printf("int %d; ", va_arg(ap, int)); break;
    case 'l': printf("long %ld; ", va_arg(ap, long)); break;
    case 'd': printf("double %.3f; ", va_arg(ap, double)); break;
    case 's': printf("string %s; ", va_arg(ap, const char *)); break;
    case 'c': printf("char %c; ", (char)va_arg(ap, int)); break;
    }
  }
  printf("\n");
  int count = 0;
  for (const char *p = fmt; *p; p++) {
    if (*p == 'd') (void)va_arg(again, double);
    else if (*p == 'l') (void)va_arg(again, long);
    else if (*p == 's') (void)va_arg(again, const char *);
    else (void)va_arg(again, int);
    count++;
  }
  va_end(again);
  va_end(ap);
  printf("walked %d arguments twice\n", count);
}

static int vformat(char *buf, size_t n, const char *fmt, va_list ap) {
  return vsnprintf(buf, n, fmt, ap);
}

static int format(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vformat(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

struct big { long a, b, c; };

static long sum_structs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct big b = va_arg(ap, struct big);
    s += b.a * 100 + b.b * 10 + b.c;
  }
  va_end(ap);
  return s;
}

int main(void) {
  printf("sum = %ld\n", sum_ints(5, 1, 2, 3, 4, 5));
  printf("sum of none = %ld\n", sum_ints(0));
  mixed("ildsc", -7, 1L << 40, 2.5, "ferry", 'z');
  char buf[64];
  int r = format(buf, sizeof buf, "%s-%03d-%.1e", "x", 42, 12345.0);
  printf("formatted \"%s\" (%d chars)\n", buf, r);
  struct big a = {1, 2, 3}, b = {4, 5, 6};
  printf("structs = %ld\n", sum_structs(2, a, b));
  return 0;
}
