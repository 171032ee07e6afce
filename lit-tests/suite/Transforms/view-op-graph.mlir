// The DOT graph on stderr, as mlir-opt 22 writes it; the IR itself is printed unchanged.
// RUN: jopt %s -view-op-graph 2>&1 >/dev/null | jfilecheck %s --match-full-lines
// RUN: jopt %s -view-op-graph='print-attrs=false print-result-types=false print-control-flow-edges=true max-label-len=5' 2>&1 >/dev/null | jfilecheck %s --match-full-lines --check-prefix=OPTS
// RUN: jopt %s -view-op-graph 2>/dev/null | jfilecheck %s --check-prefix=IR

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       subgraph cluster_5 {
// CHECK-NEXT:         v6 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i32, i32) -\> i32\lsym_name: \"f\"\l";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1 i32", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l\lvalue: 42 : i32\l|{<res_c42_i32> %c42_i32 i32{{[}][}]}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v12 [fillcolor = "0.166667 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_arg1> %arg1}|arith.addi\l\loverflowFlags: #arith.overflow\<none...\l|{<res_0> %0 i32{{[}][}]}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v13 [fillcolor = "0.333333 0.3 0.95", label = "{{[{][{]}}<arg_0> %0|<arg_c42_i32> %c42_i32}|arith.muli\l\loverflowFlags: #arith.overflow\<none...\l|{<res_1> %1 i32{{[}][}]}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v14 [fillcolor = "0.500000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v9:res_arg0:s -> v12:arg_arg0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v12:arg_arg1:n[style = solid];
// CHECK-NEXT:   v12:res_0:s -> v13:arg_0:n[style = solid];
// CHECK-NEXT:   v11:res_c42_i32:s -> v13:arg_c42_i32:n[style = solid];
// CHECK-NEXT:   v13:res_1:s -> v14:arg_1:n[style = solid];
// CHECK-NEXT: }

// OPTS: digraph G {
// OPTS-NEXT:   compound = true;
// OPTS-NEXT:   subgraph cluster_1 {
// OPTS-NEXT:     v2 [label = " ", shape = plain];
// OPTS-NEXT:     label = "builtin.module";
// OPTS-NEXT:     subgraph cluster_3 {
// OPTS-NEXT:       v4 [label = " ", shape = plain];
// OPTS-NEXT:       label = "";
// OPTS-NEXT:       subgraph cluster_5 {
// OPTS-NEXT:         v6 [label = " ", shape = plain];
// OPTS-NEXT:         label = "func.func";
// OPTS-NEXT:         subgraph cluster_7 {
// OPTS-NEXT:           v8 [label = " ", shape = plain];
// OPTS-NEXT:           label = "";
// OPTS-NEXT:           v9 [label = "<res_arg0> %arg0", shape = Mrecord];
// OPTS-NEXT:           v10 [label = "<res_arg1> %arg1", shape = Mrecord];
// OPTS-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l|{<res_c42_i32> %c42_i32{{[}][}]}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v12 [fillcolor = "0.166667 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_arg1> %arg1}|arith.addi\l|{<res_0> %0{{[}][}]}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v13 [fillcolor = "0.333333 0.3 0.95", label = "{{[{][{]}}<arg_0> %0|<arg_c42_i32> %c42_i32}|arith.muli\l|{<res_1> %1{{[}][}]}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v14 [fillcolor = "0.500000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1}|func.return\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:         }
// OPTS-NEXT:       }
// OPTS-NEXT:     }
// OPTS-NEXT:   }
// OPTS-NEXT:   v11 -> v12[style = dashed];
// OPTS-NEXT:   v12 -> v13[style = dashed];
// OPTS-NEXT:   v13 -> v14[style = dashed];
// OPTS-NEXT:   v9:res_arg0:s -> v12:arg_arg0:n[style = solid];
// OPTS-NEXT:   v10:res_arg1:s -> v12:arg_arg1:n[style = solid];
// OPTS-NEXT:   v12:res_0:s -> v13:arg_0:n[style = solid];
// OPTS-NEXT:   v11:res_c42_i32:s -> v13:arg_c42_i32:n[style = solid];
// OPTS-NEXT:   v13:res_1:s -> v14:arg_1:n[style = solid];
// OPTS-NEXT: }

// IR: func.func @f
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 42 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c : i32
  return %1 : i32
}
