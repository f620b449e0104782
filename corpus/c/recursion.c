// recursion.c: direct, mutual and tail recursion, recursion over a tree built on the
// stack, and the Ackermann function; exercises calls, phis and (at -O2)
// tail-call and accumulator transformations.
#include <stdio.h>

static unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static unsigned long fact_acc(unsigned n, unsigned long acc) { return n <= 1 ? acc : fact_acc(n - 1, acc * n); }

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static unsigned long hanoi(int n, int from, int to, int via, unsigned long *checksum) {
  if (n == 0) return 0;
  unsigned long moves = hanoi(n - 1, from, via, to, checksum);
  *checksum = *checksum * 31 + (unsigned long)(from * 3 + to);
  return moves + 1 + hanoi(n - 1, via, to, from, checksum);
}

struct node { int value; struct node *left, *right; };

static int depth(const struct node *t) {
  if (!t) return 0;
  int l = depth(t->left), r = depth(t->right);
  return 1 + (l > r ? l : r);
}

static long sum_tree(const struct node *t) { return t ? t->value + sum_tree(t->left) + sum_tree(t->right) : 0; }

static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

int main(void) {
  printf("fib(25) = %lu\n", fib(25));
  printf("is_even(101) = %d, is_odd(101) = %d\n", is_even(101), is_odd(101));
  printf("20! = %lu\n", fact_acc(20, 1));
  printf("ack(2, 3) = %u, ack(3, 3) = %u\n", ack(2, 3), ack(3, 3));
  unsigned long checksum = 0;
  unsigned long moves = hanoi(10, 0, 2, 1, &checksum);
  printf("hanoi(10) = %lu moves, checksum %lu\n", moves, checksum);
  struct node n4 = {4, 0, 0}, n5 = {5, 0, 0}, n2 = {2, &n4, &n5}, n6 = {6, 0, 0}, n3 = {3, &n6, 0}, n1 = {1, &n2, &n3};
  printf("tree depth = %d, sum = %ld\n", depth(&n1), sum_tree(&n1));
  printf("gcd(1071, 462) = %d\n", gcd(1071, 462));
  return 0;
}
