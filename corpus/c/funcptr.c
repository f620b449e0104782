// funcptr.c: function pointers in tables, as callbacks (qsort, bsearch), returned
// from functions, stored in structs, and called indirectly through a state machine.
#include <stdio.h>
#include <stdlib.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }

static const struct { const char *name; binop f; } ops[] = {
    {"add", add}, {"sub", sub}, {"mul", mul}, {"max", maxi},
};

static binop pick(char c) {
  switch (c) {
  case '+': return add;
  case '-': return sub;
  case '*': return mul;
  default: return maxi;
  }
}

static int fold(const int *xs, int n, binop f, int init) {
  for (int i = 0; i < n; i++) init = f(init, xs[i]);
  return init;
}

static int cmp_desc(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x < y) - (x > y);
}
static int cmp_asc(const void *a, const void *b) { return -cmp_desc(a, b); }

// A tiny state machine: each state is a function that returns the next state.
struct state;
typedef struct state (*step)(int *acc, int input);
struct state { step next; const char *name; };
static struct state s_even(int *acc, int in);
static struct state s_odd(int *acc, int in);
static struct state s_even(int *acc, int in) {
  *acc += in;
  return (in & 1) ? (struct state){s_odd, "odd"} : (struct state){s_even, "even"};
}
static struct state s_odd(int *acc, int in) {
  *acc *= 2;
  return (in & 1) ? (struct state){s_even, "even"} : (struct state){s_odd, "odd"};
}

int main(void) {
  int xs[] = {5, 3, 9, 1, 7, 2};
  int n = sizeof xs / sizeof xs[0];
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
    printf("fold %s = %d\n", ops[i].name, fold(xs, n, ops[i].f, ops[i].f == mul ? 1 : 0));
  printf("pick('-')(10, 4) = %d\n", pick('-')(10, 4));
  qsort(xs, n, sizeof xs[0], cmp_desc);
  printf("desc:");
  for (int i = 0; i < n; i++) printf(" %d", xs[i]);
  qsort(xs, n, sizeof xs[0], cmp_asc);
  printf("\nasc:");
  for (int i = 0; i < n; i++) printf(" %d", xs[i]);
  int key = 7;
  int *found = bsearch(&key, xs, n, sizeof xs[0], cmp_asc);
  printf("\nbsearch(7) at index %d\n", found ? (int)(found - xs) : -1);
  struct state s = {s_even, "even"};
  int acc = 0;
  for (int i = 1; i <= 8; i++) s = s.next(&acc, i);
  printf("state machine: acc = %d, final state %s\n", acc, s.name);
  int (*volatile indirect)(int, int) = add;
  printf("volatile pointer call = %d\n", indirect(20, 22));
  return 0;
}
