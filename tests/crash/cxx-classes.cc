// C++: classes, templates, inheritance, static members, methods, nested and
// local classes, forward declarations, the C++11 attribute spelling.
#include <atomic>

struct fwd;
template <typename T> struct pair_hot {
	T hits [[cachelint::write_hot]];
	T cfg __attribute__((cachelint_read_hot));
	static int instances;
	T sum() const { return hits + cfg; }
};
template <typename T> int pair_hot<T>::instances;

template <typename T, int N> struct ring {
	T slots[N];
	std::atomic<long> head [[cachelint::write_hot]];
	long mask [[cachelint::read_hot]];
};

class base {
public:
	virtual ~base() {}
	virtual long get() const { return value; }
	long value [[cachelint::read_hot]] = 0;
};

class derived : public base {
public:
	long get() const override { return counter; }
	long counter [[cachelint::write_hot]] = 0;
	struct inner { long a [[cachelint::write_hot]]; long b [[cachelint::read_hot]]; } in;
	union { long u1 [[cachelint::write_hot]]; long u2 [[cachelint::read_hot]]; };
};

struct fwd { pair_hot<long> p; ring<int, 4> r; };

template <typename T> T use(T t)
{
	struct local { T x [[cachelint::write_hot]]; T y [[cachelint::read_hot]]; } l = { t, t };
	return l.x + l.y;
}

long run();
long run()
{
	pair_hot<long> p = { 1, 2 };
	pair_hot<char> pc = { 1, 2 };
	ring<double, 8> r;
	derived d;
	fwd f;
	r.head = 1;
	return p.sum() + pc.sum() + d.get() + use(3) + use<long>(4) + f.p.hits + (long)r.head;
}
