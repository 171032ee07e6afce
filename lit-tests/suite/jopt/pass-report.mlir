// --mlir-pass-report: one self-contained HTML page, a row per pass run (time, op count changes,
// functions changed) and a collapsed side-by-side diff of each changed function.
// RUN: jopt %s -p 'builtin.module(func.func(canonicalize,cse),symbol-dce)' --mlir-pass-report=%t.html > /dev/null
// RUN: jfilecheck %s --input-file=%t.html

// CHECK: <!DOCTYPE html>
// CHECK: <title>jopt pass report: {{.*}}pass-report.mlir</title>
// CHECK: <p>5 pass runs,
// CHECK: <td class="num">1</td><td><a href="#run1">Canonicalizer</a> (canonicalize)</td><td>'func.func' @f</td><td class="num">{{[0-9.]+}}</td><td>-1 arith.addi, -1 arith.constant, -1 arith.muli</td><td class="num">1</td></tr>
// CHECK: <a href="#run2">CSE</a> (cse)</td><td>'func.func' @f</td>
// CHECK: <a href="#run5">SymbolDCE</a> (symbol-dce)</td><td>'builtin.module'</td>
// CHECK: <details id="run1"><summary>1. Canonicalizer (canonicalize) on 'func.func' @f: {{[0-9.]+}} ms, 1 changed</summary>
// CHECK: <div class="fn">@f</div>
// CHECK-DAG: <td class="del">  %0 = arith.addi %arg0, %c0_i32 : i32</td>
// CHECK-DAG: <td class="ins">  return %arg0 : i32</td>
// CHECK: <details id="run5"><summary>5. SymbolDCE (symbol-dce) on 'builtin.module': {{[0-9.]+}} ms, no change</summary>
// CHECK: <div class="unchanged">2 unchanged</div>
// CHECK-NOT: <script
// CHECK: </html>
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  return %0 : i32
}
func.func @g() {
  return
}
