package org.jmlir.conversion.scftocf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jmlir.dialect.testing.PassRunner;
import org.junit.jupiter.api.Test;

/** convert-scf-to-cf through the pass registry; expected texts are mlir-opt 22's. */
class ScfToControlFlowTest {
  @Test
  void ifWithResultsBranchesThroughAResultBlock() {
    String out =
        PassRunner.output(
            """
            func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
              %r = scf.if %c -> (i32) {
                scf.yield %a : i32
              } else {
                scf.yield %b : i32
              }
              return %r : i32
            }
            """,
            "builtin.module(convert-scf-to-cf)");
    assertEquals(
        """
        module {
          func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
            cf.cond_br %arg0, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            cf.br ^bb3(%arg1 : i32)
          ^bb2:  // pred: ^bb0
            cf.br ^bb3(%arg2 : i32)
          ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
            cf.br ^bb4
          ^bb4:  // pred: ^bb3
            return %0 : i32
          }
        }
        """,
        out);
  }

  @Test
  void forLoopCarriesValuesThroughTheHeader() {
    String out =
        PassRunner.output(
            """
            func.func @f(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
              %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
                %n = "test.op"(%acc, %i) : (f32, index) -> f32
                scf.yield %n : f32
              }
              return %r : f32
            }
            """,
            "builtin.module(convert-scf-to-cf)");
    assertEquals(
        """
        module {
          func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
            cf.br ^bb1(%arg0, %arg3 : index, f32)
          ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
            %2 = arith.cmpi slt, %0, %arg1 : index
            cf.cond_br %2, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %3 = "test.op"(%1, %0) : (f32, index) -> f32
            %4 = arith.addi %0, %arg2 : index
            cf.br ^bb1(%4, %3 : index, f32)
          ^bb3:  // pred: ^bb1
            return %1 : f32
          }
        }
        """,
        out);
  }

  @Test
  void forallWithOutputsStays() {
    String out =
        PassRunner.output(
            """
            func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
              %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
                scf.forall.in_parallel {
                }
              }
              return %r : tensor<4xf32>
            }
            """,
            "builtin.module(convert-scf-to-cf)");
    assertTrue(out.contains("scf.forall"));
  }
}
