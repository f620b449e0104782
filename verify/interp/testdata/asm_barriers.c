// asm_barriers.c: the empty inline assembly C programs use as compiler barriers
// (a memory clobber), to keep a value alive (an input) and to hide a value from the
// optimizer (outputs tied to inputs, one and two of them). The interpreter runs an
// empty template as what it is: no instruction, outputs equal to their tied inputs.
#include <stdio.h>

static int launder(int x) {
  __asm__ volatile("" : "+r"(x));
  return x;
}

static void keep(void *p) { __asm__ volatile("" : : "r"(p) : "memory"); }

int main(void) {
  int a = 41, sum = 0;
  for (int i = 0; i < 10; i++) {
    sum += i;
    __asm__ __volatile__("" ::: "memory");
  }
  keep(&a);
  long c = 5, d = 6;
  __asm__("" : "+r"(c), "+r"(d));
  printf("%d %d %ld\n", launder(a) + 1, sum, c * 10 + d);
  return launder(3);
}
