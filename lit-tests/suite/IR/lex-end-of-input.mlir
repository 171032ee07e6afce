// The lexer reads the file in place (no padded copy): a token cut off by the end of the input must
// give the lexer's own error, located at the cut, never a crash. Each RUN line writes a file that
// ends right after the token's first character(s), with no newline.

// RUN: echo -n '"t.a"() : () -> () @' > %t.at && not jopt %t.at --allow-unregistered-dialect 2>&1 | jfilecheck %s --check-prefix=AT
// AT: .at:1:20: error: @ identifier expected to start with letter or '_'

// RUN: echo -n '"t.a"(%' > %t.pct && not jopt %t.pct --allow-unregistered-dialect 2>&1 | jfilecheck %s --check-prefix=PCT
// PCT: .pct:1:7: error: invalid SSA name

// RUN: echo -n '"t.a"() : () -> !' > %t.bang && not jopt %t.bang --allow-unregistered-dialect 2>&1 | jfilecheck %s --check-prefix=BANG
// BANG: .bang:1:17: error: invalid type identifier

// RUN: echo -n '"t.a"() {a = "x\' > %t.esc && not jopt %t.esc --allow-unregistered-dialect 2>&1 | jfilecheck %s --check-prefix=ESC
// ESC: .esc:1:16: error: unknown escape in string literal

// RUN: echo -n '"t.a"() : () -> () /' > %t.slash && not jopt %t.slash --allow-unregistered-dialect 2>&1 | jfilecheck %s --check-prefix=SLASH
// A lone '/' is a token of its own (as in mlir-opt 22), so the error is the parser's.
// SLASH: .slash:1:19: error: expected operation name in quotes
// SLASH-NOT: Exception
