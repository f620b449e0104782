// classes.cpp: virtual dispatch through a vtable, multiple inheritance with pointer
// adjustment, templates instantiated at several types, lambdas with captures,
// operator overloading, constructors and destructors of globals and locals.
#include <cstdio>

struct Shape {
  virtual ~Shape() { std::printf("~Shape\n"); }
  virtual double area() const = 0;
  virtual const char *name() const { return "shape"; }
};

struct Rect : Shape {
  double w, h;
  Rect(double w, double h) : w(w), h(h) {}
  double area() const override { return w * h; }
  const char *name() const override { return "rect"; }
};

struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.0 * r * r; }
};

struct Named { virtual const char *label() const { return "named"; } int tag = 7; };
struct Both : Named, Rect {
  Both() : Rect(2, 3) {}
  const char *label() const override { return "both"; }
};

template <typename T> T sum(const T *xs, int n) {
  T s = T();
  for (int i = 0; i < n; i++) s = s + xs[i];
  return s;
}

struct Vec2 {
  int x, y;
  Vec2 operator+(const Vec2 &o) const { return {x + o.x, y + o.y}; }
  bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};

template <typename F> int apply_n(F f, int n, int x) {
  for (int i = 0; i < n; i++) x = f(x);
  return x;
}

struct Counter {
  int id;
  explicit Counter(int i) : id(i) { std::printf("Counter(%d)\n", id); }
  ~Counter() { std::printf("~Counter(%d)\n", id); }
};

static Counter global_counter(1);

int main() {
  Rect r(3, 4);
  Circle c(2);
  Both b;
  Shape *shapes[] = {&r, &c, &b};
  for (Shape *s : shapes) std::printf("%s area %.1f\n", s->name(), s->area());
  Named *n = &b;
  Shape *s = &b;
  std::printf("label %s tag %d, same object: %d\n", n->label(), n->tag,
              static_cast<void *>(static_cast<Both *>(s)) == static_cast<void *>(static_cast<Both *>(n)));
  int is[] = {1, 2, 3, 4};
  double ds[] = {0.5, 0.25};
  Vec2 vs[] = {{1, 2}, {3, 4}, {5, 6}};
  Vec2 v = sum(vs, 3);
  std::printf("sums: %d %.2f (%d, %d) eq %d\n", sum(is, 4), sum(ds, 2), v.x, v.y, v == Vec2{9, 12});
  int k = 3;
  auto add_k = [k](int x) { return x + k; };
  int calls = 0;
  auto twice = [&calls](int x) { calls++; return 2 * x; };
  std::printf("apply: %d %d, calls %d\n", apply_n(add_k, 4, 0), apply_n(twice, 5, 1), calls);
  {
    Counter local(2);
    Shape *heap = new Circle(1);
    std::printf("heap area %.1f\n", heap->area());
    delete heap;
  }
  std::printf("end of main\n");
  return 0;
}
