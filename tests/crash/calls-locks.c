/*
 * Odd code for the infer-access pass's lock analysis and call graph: lock
 * calls with odd arguments, loops that never end, computed gotos, nested
 * functions, setjmp, function addresses in every kind of initializer and
 * operand.  The compiler must not crash and must build the same code.
 */
#include <setjmp.h>
#include <stdarg.h>

struct lk { int v; };
struct obj { struct lk lock; int a, b; void (*cb)(struct obj *); struct obj *next; };
union fu { void (*f)(void); long l; };

void mutex_lock(struct lk *l);
void mutex_unlock(struct lk *l);
void spin_lock_many(int n, ...);
long lock_by_value(struct obj o);
struct obj lock_returning_struct(struct obj *o);
void unlock_int(long x);
void (*lock_fn_ptr)(struct lk *) = mutex_lock;

static void cb_a(struct obj *o) { o->a++; }
static void cb_b(struct obj *o) { o->b++; }
static void plain(void) { }

/* initializers: nested designated arrays, unions, casts, arrays of pointers */
struct ops { void (*f[3])(struct obj *); union fu u; long as_int; };
static const struct ops ops_table[2] = {
	{ .f = { cb_a, cb_b, 0 }, .u = { .f = plain }, .as_int = (long)cb_a },
	{ .f = { [2] = cb_b } },
};
void (*const loose[])(struct obj *) = { cb_a, cb_b };
struct { struct { void (*g)(struct obj *); } in[2]; } nested = { .in = { { cb_a }, { cb_b } } };

int never_returns(struct obj *o)
{
	mutex_lock(&o->lock);
	for (;;)
		o->a++;
}

int computed_goto(struct obj *o, int i)
{
	static void *labels[] = { &&one, &&two };

	mutex_lock(&o->lock);
	goto *labels[i & 1];
one:
	mutex_unlock(&o->lock);
	return o->a;
two:
	return o->b;
}

int with_nested(struct obj *o)
{
	int inner(int x) { mutex_lock(&o->lock); return x + o->a; }

	return inner(o->b);
}

static jmp_buf env;

int with_setjmp(struct obj *o)
{
	if (setjmp(env)) {
		mutex_unlock(&o->lock);
		return o->b;
	}
	mutex_lock(&o->lock);
	o->a = 1;
	longjmp(env, 1);
}

long odd_args(struct obj *o, int n)
{
	struct obj copy = lock_returning_struct(o);

	spin_lock_many(3, &o->lock, o, n);
	unlock_int((long)&o->lock);
	lock_fn_ptr(&o->lock);
	o->cb = n ? cb_a : cb_b;
	o->cb(o);
	ops_table[n & 1].f[n & 1](o);
	nested.in[n & 1].g(o);
	loose[0](o);
	if (n > 100)
		__builtin_unreachable();
	return lock_by_value(copy) + copy.a;
}

int recursive_lock(struct obj *o, int depth)
{
	if (!depth)
		return o->a;
	mutex_lock(&o->lock);
	return recursive_lock(o->next, depth - 1) + o->b;
}

int many_locks(struct obj *o[40])
{
	int s = 0;

	for (int i = 0; i < 40; i++) {
		mutex_lock(&o[i]->lock);
		s += o[i]->a;
	}
	for (int i = 0; i < 40; i++)
		mutex_unlock(&o[i]->lock);
	return s;
}

int variadic_locked(int n, ...)
{
	va_list ap;
	struct obj *o;

	va_start(ap, n);
	o = va_arg(ap, struct obj *);
	mutex_lock(&o->lock);
	va_end(ap);
	return o->a;
}

int asm_goto_lock(struct obj *o)
{
	mutex_lock(&o->lock);
	asm goto("" : : : : out);
	o->a = 2;
out:
	mutex_unlock(&o->lock);
	return o->b;
}
