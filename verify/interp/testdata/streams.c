#include <stdio.h>

/* stdout and stderr through their FILE pointers: only stdout is compared. */
int main(void) {
  fprintf(stdout, "to stdout %d\n", 1);
  fprintf(stderr, "to stderr %d\n", 2);
  fputs("fputs to stdout\n", stdout);
  fputc('x', stdout);
  fputc('\n', stdout);
  fflush(stdout);
  return 0;
}
