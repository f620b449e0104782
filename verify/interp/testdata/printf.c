#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

/* printf conversions checked byte for byte against lli-22 (glibc's formatter). */
int main(void) {
  double ds[] = {0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 1e-5, 123456.789, 1e21, 5e-324, 1.0/3, 100000, 1e6, 0.00001234};
  for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
    double d = ds[i];
    printf("[%f] [%.0f] [%.3e] [%g] [%G] [%#g] [%10.4g] [%-12.2e] [%+.1f] [%a] [%.3a]\n", d, d, d, d, d, d, d, d, d, d, d);
  }
  printf("[%f] [%e] [%g] [%5.1f]\n", INFINITY, -INFINITY, NAN, -NAN);
  int is[] = {0, 1, -1, 42, -2147483647 - 1, 2147483647, 255};
  for (unsigned i = 0; i < sizeof is / sizeof is[0]; i++) {
    int v = is[i];
    printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%u] [%x] [%#X] [%o] [%#o] [%hhd] [%hu] [%.0d]\n", v, v, v, v, v, v, v, (unsigned)v, v, v, v, v, v, v, v);
  }
  long long L = -1234567890123LL;
  printf("[%lld] [%llu] [%llx] [%20lld] [%-20llx]|\n", L, (unsigned long long)L, L, L, L);
  printf("[%s] [%10s] [%-10s] [%.2s] [%c] [%5c] [%%]\n", "ferry", "ferry", "ferry", "ferry", 'z', 'y');
  printf("[%*d] [%-*d] [%.*f]\n", 6, 42, 6, 42, 2, 3.14159);
  char buf[64];
  int n = snprintf(buf, 8, "%d-%s", 123456, "abcdef");
  printf("snprintf %d [%s]\n", n, buf);
  sprintf(buf, "%08.3f", -3.25);
  puts(buf);
  long double ld = 1.0L / 3;
  printf("[%Lf] [%.18Le] [%Lg]\n", ld, ld, ld);
  return 0;
}
