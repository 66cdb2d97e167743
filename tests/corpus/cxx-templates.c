// C++ through the plugin: classes, a namespace, templates instantiated twice.
namespace net {
template <typename T, int N> struct ring {
	T slots[N];
	long head [[cachelint::write_hot]];
	long mask [[cachelint::read_hot]];
};

class stats {
public:
	virtual ~stats() {}
	long hits [[cachelint::write_hot]] = 0;
	long limit [[cachelint::read_hot]] = 0;
};
}

struct a { net::ring<int, 4> r; };
struct b { net::ring<double, 8> r; };
net::stats s;
/*
 * check-name: C++ (g++): a namespace, a class with a vtable, one template instantiated twice
 * check-frontends: gcc
 * check-command: ${CACHELINT_CXX:-g++} -x c++ -std=c++17 -fplugin=$plugin -fdiagnostics-plain-output -fsyntax-only -fplugin-arg-cachelint-report-dir=$reportdir $file
 *
 * check-error-start
cxx-templates.c:12:14: warning: write-hot field ‘hits’ (bytes 8-15) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘limit’ (bytes 16-23) in ‘struct net::stats’ [cachelint:false-sharing] [-Wattributes]
cxx-templates.c:13:14: note: read-hot field ‘limit’ declared here (bytes 16-23)
cxx-templates.c:5:14: warning: write-hot field ‘head’ (bytes 16-23) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘mask’ (bytes 24-31) in ‘struct net::ring<int, 4>’ [cachelint:false-sharing] [-Wattributes]
cxx-templates.c:6:14: note: read-hot field ‘mask’ declared here (bytes 24-31)
cxx-templates.c:5:14: warning: write-hot field ‘head’ (bytes 64-71) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field ‘mask’ (bytes 72-79) in ‘struct net::ring<double, 8>’ [cachelint:false-sharing] [-Wattributes]
cxx-templates.c:6:14: note: read-hot field ‘mask’ declared here (bytes 72-79)
 * check-error-end
 */
