#include <vector>
#include <string>
#include <stdexcept>
#include <memory>
#include <map>
struct Base { virtual ~Base() {} virtual int f(int x) const = 0; };
template <typename T> struct Derived : Base { T v; explicit Derived(T v) : v(v) {} int f(int x) const override { return x + (int)v; } };
static thread_local int tls = 3;
int thrower(int x) { if (x < 0) throw std::runtime_error("neg"); return x * 2; }
int main(int argc, char **argv) {
  std::vector<std::unique_ptr<Base>> vs;
  vs.emplace_back(new Derived<int>(argc));
  vs.emplace_back(new Derived<double>(2.5));
  std::map<std::string, int> m; m["a"] = 1;
  int s = 0;
  try { for (auto &b : vs) s += thrower(b->f(argc - 5)); } catch (const std::exception &e) { s = -1; } catch (...) { s = -2; }
  return s + tls + m["a"];
}
