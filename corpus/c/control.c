// control.c: switches dense and sparse, computed goto (labels as values, which is
// blockaddress and indirectbr in IR), goto out of nested loops, do-while, and
// short-circuit conditions that become phis and selects.
#include <stdio.h>

static const char *classify(int x) {
  switch (x) {
  case 0: return "zero";
  case 1: case 2: case 3: return "small";
  case 100: return "hundred";
  case -1: return "minus one";
  case 1000000: return "million";
  default: return x < 0 ? "negative" : "other";
  }
}

static int interpret(const unsigned char *code) {
  static const void *dispatch[] = {&&op_halt, &&op_inc, &&op_dbl, &&op_dec};
  int acc = 0;
  const unsigned char *pc = code;
  goto *dispatch[*pc++];
op_inc:
  acc++;
  goto *dispatch[*pc++];
op_dbl:
  acc *= 2;
  goto *dispatch[*pc++];
op_dec:
  acc--;
  goto *dispatch[*pc++];
op_halt:
  return acc;
}

static int find_pair(int target, int *pi, int *pj) {
  for (int i = 0; i < 20; i++)
    for (int j = i; j < 20; j++)
      if (i * j == target) {
        *pi = i, *pj = j;
        goto found;
      }
  return 0;
found:
  return 1;
}

int main(void) {
  int xs[] = {0, 2, 100, -1, 1000000, -7, 55};
  for (unsigned k = 0; k < sizeof xs / sizeof xs[0]; k++) printf("%d is %s\n", xs[k], classify(xs[k]));
  const unsigned char prog[] = {1, 1, 2, 2, 3, 2, 1, 0};
  printf("interpret = %d\n", interpret(prog));
  int i, j;
  if (find_pair(91, &i, &j)) printf("91 = %d * %d\n", i, j);
  int n = 0, steps = 27;
  do {
    steps = (steps & 1) ? 3 * steps + 1 : steps / 2;
    n++;
  } while (steps != 1);
  printf("collatz(27) takes %d steps\n", n);
  int a = 3, b = 0;
  int r = (a > 2 && b++ == 0) || (b++ > 5);
  printf("short circuit r = %d, b = %d\n", r, b);
  return 0;
}
