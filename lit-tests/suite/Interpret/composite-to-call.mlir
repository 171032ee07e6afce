// --stablehlo-legalize-composite-to-call turns composites into calls of their decomposition,
// except those named in 'except'; the interpreter runs a composite through its decomposition too.
// RUN: jopt --stablehlo-legalize-composite-to-call %s | jfilecheck %s
// RUN: jopt "--stablehlo-legalize-composite-to-call=except=my.keep" %s | jfilecheck %s --check-prefix=EXCEPT
// RUN: jtranslate --interpret %s | jfilecheck %s --check-prefix=EVAL

func.func private @add_two(%x: tensor<i64>) -> tensor<i64> {
  %c = stablehlo.constant dense<2> : tensor<i64>
  %r = stablehlo.add %x, %c : tensor<i64>
  return %r : tensor<i64>
}

// CHECK-LABEL: func.func @main
// CHECK: %[[A:.*]] = call @add_two(%{{.*}}) : (tensor<i64>) -> tensor<i64>
// CHECK-NEXT: %[[B:.*]] = call @add_two(%[[A]]) : (tensor<i64>) -> tensor<i64>
// CHECK-NEXT: return %[[B]]
// EXCEPT: call @add_two
// EXCEPT: stablehlo.composite "my.keep"
// EVAL: tensor<i64> {5}
func.func @main() -> tensor<i64> {
  %0 = stablehlo.constant dense<1> : tensor<i64>
  %1 = stablehlo.composite "my.add" %0 {decomposition = @add_two} : (tensor<i64>) -> tensor<i64>
  %2 = stablehlo.composite "my.keep" %1 {decomposition = @add_two} : (tensor<i64>) -> tensor<i64>
  return %2 : tensor<i64>
}
