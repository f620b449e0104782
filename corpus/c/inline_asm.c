// inline_asm.c: GCC-style inline assembly for x86-64 with outputs, inputs, tied and
// early-clobber operands, memory operands and clobbers; clang emits `call ... asm`
// with constraint strings. Other targets fall back to plain C with the same output.
#include <stdint.h>
#include <stdio.h>

static uint32_t add_asm(uint32_t a, uint32_t b) {
#if defined(__x86_64__)
  uint32_t r;
  __asm__("movl %1, %0\n\taddl %2, %0" : "=&r"(r) : "r"(a), "r"(b) : "cc");
  return r;
#else
  return a + b;
#endif
}

static uint32_t bswap_asm(uint32_t x) {
#if defined(__x86_64__)
  __asm__("bswap %0" : "+r"(x));
#else
  x = __builtin_bswap32(x);
#endif
  return x;
}

static uint64_t rol_asm(uint64_t x, uint8_t n) {
#if defined(__x86_64__)
  __asm__("rolq %%cl, %0" : "+r"(x) : "c"(n) : "cc");
  return x;
#else
  return (x << n) | (x >> ((64 - n) & 63));
#endif
}

static void store_asm(int *p, int v) {
#if defined(__x86_64__)
  __asm__ volatile("movl %1, %0" : "=m"(*p) : "r"(v) : "memory");
#else
  *p = v;
#endif
}

static int popcount_loop(unsigned x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    n++;
#if defined(__x86_64__)
    __asm__ volatile("" ::: "memory"); // a compiler barrier the optimizer keeps
#endif
  }
  return n;
}

int main(void) {
  printf("add = %u\n", add_asm(40, 2));
  printf("bswap = 0x%08x\n", bswap_asm(0x11223344u));
  printf("rol = 0x%016llx\n", (unsigned long long)rol_asm(0x8000000000000001ull, 4));
  int cell = 0;
  store_asm(&cell, 1234);
  printf("stored = %d\n", cell);
  printf("popcount = %d\n", popcount_loop(0xdeadbeefu));
  return 0;
}
