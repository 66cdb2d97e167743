/* Valid but unusual layouts: VLAs in local structs, incomplete types, huge
 * arrays, deep nesting, annotated flexible and zero-length arrays, unnamed
 * bitfields, self-reference through pointers, enums and unions. */
typedef struct { int counter; } atomic_t;
struct incomplete;
extern struct incomplete incomplete_object;
struct incomplete *incomplete_ptr;

struct fam_hot {
	atomic_t refs;
	long zero[0] __attribute__((cachelint_write_hot));
	char data[] __attribute__((cachelint_read_hot));
};

struct unnamed_bits {
	long hot __attribute__((cachelint_write_hot));
	unsigned : 0;
	unsigned : 7;
	unsigned ok : 1 __attribute__((cachelint_read_hot));
};

struct elem { long w __attribute__((cachelint_write_hot)); long r __attribute__((cachelint_read_hot)); };
struct huge {
	struct elem many[1 << 20];
	char big[1UL << 34];
	struct elem last;
};
typedef struct huge huge_array_t[1 << 10];

struct d0 { struct d1 { struct d2 { struct d3 { struct d4 { struct d5 { struct d6 {
	struct d7 { long w __attribute__((cachelint_write_hot)); long r __attribute__((cachelint_read_hot)); } x7;
} x6; } x5; } x4; } x3; } x2; } x1; };

struct list { struct list *next __attribute__((cachelint_read_hot)); long n __attribute__((cachelint_write_hot)); };
union u { struct list l; struct elem e[3]; long raw[8] __attribute__((cachelint_write_hot)); };
enum e { E0, E1 };
struct with_enum { enum e mode __attribute__((cachelint_read_hot)); _Atomic enum e state; };

long vla_user(int n);
long vla_user(int n)
{
	struct vla {
		long k __attribute__((cachelint_write_hot));
		char buf[n];
		long after __attribute__((cachelint_read_hot));
	} *v = __builtin_alloca(sizeof(*v));
	struct vla2 { struct vla inner[2]; long tail; } *w = 0;
	v->k = n;
	v->after = 1;
	return v->k + v->after + (long)sizeof(struct vla) + (w ? w->tail : 0);
}
