// unions_bitfields.c: unions for type punning (defined in C), tagged unions, signed
// and unsigned bit-fields with sign extension and truncation on store, and packed
// structs; clang emits bit masking and shifting, and unaligned loads for packed.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

union pun { float f; uint32_t u; uint8_t b[4]; };

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed delta : 5;
  unsigned long long big : 40;
  unsigned : 0;
  unsigned after : 7;
};

struct __attribute__((packed)) packed { char c; int i; short s; long long l; };

enum kind { K_INT, K_DOUBLE, K_STR };
struct value { enum kind kind; union { long i; double d; const char *s; } as; };

static void show(struct value v) {
  switch (v.kind) {
  case K_INT: printf("int %ld\n", v.as.i); break;
  case K_DOUBLE: printf("double %.3f\n", v.as.d); break;
  case K_STR: printf("string %s\n", v.as.s); break;
  }
}

int main(void) {
  union pun p;
  p.f = 1.0f;
  printf("bits of 1.0f = 0x%08x, low byte %u\n", p.u, p.b[0]);
  p.u = 0xc0490fdb;
  printf("float of 0xc0490fdb = %.5f\n", p.f);

  struct flags f = {0};
  f.ready = 1;
  f.mode = 9;     // truncated to 3 bits: 1
  f.delta = -3;
  f.big = 0xffffffffffULL + 2; // wraps in 40 bits
  f.after = 100;
  printf("ready=%u mode=%u delta=%d big=%llu after=%u size=%zu\n", f.ready, f.mode, f.delta,
         (unsigned long long)f.big, f.after, sizeof f);
  f.delta += 20;  // 17 does not fit a signed 5-bit field: wraps to -15
  printf("delta after += 20: %d\n", f.delta);

  struct packed k = {'x', 0x01020304, -2, 0x1122334455667788LL};
  unsigned char raw[sizeof k];
  memcpy(raw, &k, sizeof k);
  printf("packed size = %zu, i at byte 1 = %02x, l = %llx\n", sizeof k, raw[1], (unsigned long long)k.l);

  struct value vs[] = {{K_INT, {.i = -42}}, {K_DOUBLE, {.d = 2.718}}, {K_STR, {.s = "union"}}};
  for (int i = 0; i < 3; i++) show(vs[i]);
  return 0;
}
