// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for files that import
// both Testing and UIKit (on Apple platforms it attaches images). On Linux the toolchain ships
// no such module, so a test file importing Testing and this package's UIKit would not compile;
// this empty module is the overlay the compiler looks for.
