#include <cstdio>

struct Err { int code; };

static int depth(int n) {
  if (n == 0) throw Err{42};
  return depth(n - 1) + 1;
}

static int guarded(int n) {
  try {
    if (n > 2) throw n;
    return depth(n);
  } catch (int v) {
    return -v;
  }
}

int main() {
  int total = 0;
  for (int i = 0; i < 5; i++) {
    try {
      total += guarded(i);
      printf("guarded(%d) ok, total %d\n", i, total);
    } catch (const Err &e) {
      total += e.code;
      printf("caught Err %d at %d, total %d\n", e.code, i, total);
    } catch (...) {
      printf("caught something else\n");
    }
  }
  return total & 0xff;
}
