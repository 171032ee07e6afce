// #gpu.loop_dim_map is a struct: its three parameters in any order, each once, printed in declaration
// order (processor, map, bound); a missing, repeated or unknown parameter is an error worded as MLIR 22's.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK: mapping = #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0 * 2), bound = (d0) -> (d0 floordiv 2)>
"test.op"() {mapping = #gpu.loop_dim_map<bound = (d0) -> (d0 floordiv 2), processor = thread_y, map = (d0) -> (d0 * 2)>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: procesor}}
"test.op"() {mapping = #gpu.loop_dim_map<procesor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {mapping = #gpu.loop_dim_map<map = (d0) -> (d0), processor = block_x>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: map}}
"test.op"() {mapping = #gpu.loop_dim_map<map = (d0) -> (d0), map = (d0) -> (d0), processor = block_x>} : () -> ()
