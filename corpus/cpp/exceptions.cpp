// exceptions.cpp: throw and catch by type, by base class and with catch(...);
// rethrow; destructors run during unwinding (cleanup landing pads); nested try
// blocks; noexcept; exceptions crossing indirect calls. clang emits invoke,
// landingpad with catch and cleanup clauses, resume and __cxa_* calls.
#include <cstdio>
#include <stdexcept>

static int live = 0;

struct Guard {
  const char *name;
  explicit Guard(const char *n) : name(n) { live++; }
  ~Guard() {
    live--;
    std::printf("  ~Guard(%s)\n", name);
  }
};

struct Base { virtual ~Base() = default; virtual int code() const { return 1; } };
struct Derived : Base { int code() const override { return 2; } };

static int maybe_throw(int i) {
  Guard g("maybe_throw");
  switch (i % 5) {
  case 0: throw 42;
  case 1: throw std::runtime_error("runtime");
  case 2: throw Derived();
  case 3: throw 2.5;
  default: return i;
  }
}

static int rethrower(int i) {
  Guard g("rethrower");
  try {
    return maybe_throw(i);
  } catch (int v) {
    std::printf("  rethrower saw int %d, rethrowing\n", v);
    throw;
  }
}

static int (*volatile indirect)(int) = rethrower;

static void nested() {
  try {
    try {
      throw std::logic_error("inner");
    } catch (const std::runtime_error &) {
      std::printf("  wrong handler\n");
    }
  } catch (const std::exception &e) {
    std::printf("  outer caught %s\n", e.what());
  }
}

static int safe(int x) noexcept { return x * 2; }

int main() {
  for (int i = 0; i < 6; i++) {
    std::printf("round %d\n", i);
    try {
      int r = indirect(i);
      std::printf("  returned %d\n", r);
    } catch (int v) {
      std::printf("  caught int %d\n", v);
    } catch (const std::exception &e) {
      std::printf("  caught std::exception: %s\n", e.what());
    } catch (const Base &b) {
      std::printf("  caught Base with code %d\n", b.code());
    } catch (...) {
      std::printf("  caught something else\n");
    }
  }
  nested();
  std::printf("safe(21) = %d, live guards = %d\n", safe(21), live);
  return 0;
}
