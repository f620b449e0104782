// atomics.c: C11 atomics and GCC __atomic builtins on one thread, so the output is
// deterministic; clang lowers them to atomicrmw, cmpxchg, fence and atomic
// load/store with every ordering.
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

static _Atomic int counter;
static _Atomic long long wide = 1;
static atomic_flag lock = ATOMIC_FLAG_INIT;

struct __attribute__((aligned(8))) pair { int a, b; };

int main(void) {
  for (int i = 0; i < 10; i++)
    atomic_fetch_add_explicit(&counter, i, memory_order_relaxed);
  printf("counter = %d\n", atomic_load(&counter));

  int expected = 45;
  _Bool ok = atomic_compare_exchange_strong(&counter, &expected, 100);
  printf("cas(45 -> 100) = %d, counter = %d\n", ok, atomic_load_explicit(&counter, memory_order_acquire));
  expected = 1;
  ok = atomic_compare_exchange_weak_explicit(&counter, &expected, 7, memory_order_acq_rel, memory_order_relaxed);
  printf("cas(1 -> 7) = %d, expected now %d\n", ok, expected);

  atomic_store_explicit(&wide, 0x123456789LL, memory_order_release);
  long long old = atomic_exchange(&wide, -5);
  printf("exchange: old = %lld, new = %lld\n", old, atomic_load(&wide));
  atomic_fetch_sub(&wide, 10);
  atomic_fetch_or(&wide, 0x100);
  atomic_fetch_and(&wide, ~0xfLL);
  atomic_fetch_xor(&wide, 0x3);
  printf("wide = %lld\n", atomic_load_explicit(&wide, memory_order_seq_cst));

  unsigned u = 0xf0;
  printf("nand = %u\n", __atomic_nand_fetch(&u, 0x3c, __ATOMIC_SEQ_CST));
  int plain = 100;
  printf("max = %d\n", __atomic_fetch_max(&plain, 1000, __ATOMIC_RELAXED));
  printf("min after max = %d\n", __atomic_fetch_min(&plain, 3, __ATOMIC_RELAXED));
  printf("plain = %d\n", __atomic_load_n(&plain, __ATOMIC_CONSUME));

  printf("flag first = %d\n", atomic_flag_test_and_set(&lock));
  printf("flag second = %d\n", atomic_flag_test_and_set(&lock));
  atomic_flag_clear(&lock);
  printf("flag cleared = %d\n", atomic_flag_test_and_set_explicit(&lock, memory_order_acquire));

  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(memory_order_acquire);

  struct pair p = {1, 2}, q = {3, 4}, r;
  __atomic_exchange(&p, &q, &r, __ATOMIC_SEQ_CST);
  printf("pair = {%d, %d}, old = {%d, %d}\n", p.a, p.b, r.a, r.b);

  _Atomic float f = 1.5f;
  f += 2.25f;
  printf("atomic float = %.2f, lock free int: %d\n", (double)f, atomic_is_lock_free(&counter));
  return 0;
}
