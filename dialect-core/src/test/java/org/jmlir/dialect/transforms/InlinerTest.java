package org.jmlir.dialect.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The inline pass on func IR; expected texts are mlir-opt 22's output for the same input. */
class InlinerTest {
  private static final String PIPELINE = "builtin.module(inline{default-pipeline=})";

  @Test
  void singleBlockCalleeIsSplicedAndDeadPrivateCalleeErased() throws Exception {
    String in =
        """
        func.func private @inc(%x: i32) -> i32 {
          %c1 = arith.constant 1 : i32
          %r = arith.addi %x, %c1 : i32
          return %r : i32
        }
        func.func @f(%a: i32) -> i32 {
          %0 = call @inc(%a) : (i32) -> i32
          return %0 : i32
        }
        """;
    assertEquals(
        """
        module {
          func.func @f(%arg0: i32) -> i32 {
            %c1_i32 = arith.constant 1 : i32
            %0 = arith.addi %arg0, %c1_i32 : i32
            return %0 : i32
          }
        }
        """,
        PassRunner.run(PIPELINE, in));
  }

  @Test
  void multiBlockCalleeSplitsTheCallerBlock() throws Exception {
    String in =
        """
        func.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
          cf.cond_br %c, ^x, ^y
        ^x:
          return %a : i32
        ^y:
          return %b : i32
        }
        func.func @g(%c: i1, %a: i32) -> i32 {
          %0 = call @pick(%c, %a, %a) : (i1, i32, i32) -> i32
          %1 = arith.addi %0, %0 : i32
          return %1 : i32
        }
        """;
    assertEquals(
        """
        module {
          func.func @pick(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
            cf.cond_br %arg0, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            return %arg1 : i32
          ^bb2:  // pred: ^bb0
            return %arg2 : i32
          }
          func.func @g(%arg0: i1, %arg1: i32) -> i32 {
            cf.cond_br %arg0, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            cf.br ^bb3(%arg1 : i32)
          ^bb2:  // pred: ^bb0
            cf.br ^bb3(%arg1 : i32)
          ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
            %1 = arith.addi %0, %0 : i32
            return %1 : i32
          }
        }
        """,
        PassRunner.run(PIPELINE, in));
  }

  @Test
  void recursionAndUnregisteredOpsAreNotInlined() throws Exception {
    String in =
        """
        func.func @rec(%a: i32) -> i32 {
          %0 = call @rec(%a) : (i32) -> i32
          return %0 : i32
        }
        func.func private @opaque() {
          "foreign.op"() : () -> ()
          return
        }
        func.func @h() {
          call @opaque() : () -> ()
          return
        }
        """;
    assertEquals(
        """
        module {
          func.func @rec(%arg0: i32) -> i32 {
            %0 = call @rec(%arg0) : (i32) -> i32
            return %0 : i32
          }
          func.func private @opaque() {
            "foreign.op"() : () -> ()
            return
          }
          func.func @h() {
            call @opaque() : () -> ()
            return
          }
        }
        """,
        PassRunner.run(PIPELINE, in));
  }
}
