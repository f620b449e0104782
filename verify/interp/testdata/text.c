// text.c: <ctype.h> (glibc's inlined table lookups, and the functions through
// pointers so that they are called), strtol and friends (bases, prefixes, signs,
// overflow, endptr), and string search.
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*classify)(int);

int main(void) {
  classify fs[] = {isalpha, isdigit, isalnum, isspace, isupper, islower,
                   isxdigit, ispunct, isprint, isgraph, iscntrl, isblank};
  unsigned long h = 0;
  for (int c = -1; c < 256; c++) {
    h = h * 31 + (unsigned)isalpha(c) + 3u * (unsigned)isdigit(c) + 5u * (unsigned)isspace(c) +
        7u * (unsigned)ispunct(c) + 11u * (unsigned)toupper(c) + 13u * (unsigned)tolower(c);
    for (int k = 0; k < 12; k++)
      h = h * 17 + (unsigned)fs[k](c);
    h = h * 19 + (unsigned)(toupper)(c) + (unsigned)(tolower)(c);
  }
  printf("ctype hash %lu, isdigit('7') = %d, isalpha('q') = %d, toupper(EOF) = %d\n", h,
         isdigit('7'), isalpha('q'), toupper(EOF));

  const char *in[] = {"  42xyz", "-0x1F;", "0755", "0x", "+z", "99999999999999999999",
                      "-99999999999999999999", "-1", "1010", "zz", "  \t-12e3", ""};
  int bases[] = {10, 0, 0, 16, 10, 10, 10, 10, 2, 36, 0, 10};
  for (int i = 0; i < 12; i++) {
    char *end;
    long l = strtol(in[i], &end, bases[i]);
    long used = end - in[i];
    unsigned long u = strtoul(in[i], &end, bases[i]);
    long long ll = strtoll(in[i], NULL, bases[i]);
    unsigned long long ull = strtoull(in[i], NULL, bases[i]);
    printf("%-24s base %2d: %ld (%ld used) %lu (%ld used) %lld %llu\n", in[i], bases[i], l, used,
           u, (long)(end - in[i]), ll, ull);
  }

  const char *hay = "the cat sat on the mat";
  printf("%s|%s|%s|%p\n", strstr(hay, "at"), strstr(hay, ""), strrchr(hay, 't'),
         (void *)strstr(hay, "dog"));
  printf("%s|%d|%p\n", (char *)memchr(hay, 'o', 22), strrchr(hay, '\0') == hay + 22,
         memchr(hay, 'z', 22));
  return 0;
}
