package org.jmlir.dialect.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The sccp pass; expected texts are mlir-opt 22's output for the same input. */
class SCCPTest {
  @Test
  void knownBranchKeepsTheDeadEdgeOutOfTheJoin() throws Exception {
    String in =
        """
        func.func @f() -> index {
          %c1 = index.constant 1
          %c2 = index.constant 2
          %t = index.bool.constant true
          cf.cond_br %t, ^a, ^b
        ^a:
          cf.br ^join(%c1 : index)
        ^b:
          cf.br ^join(%c2 : index)
        ^join(%v: index):
          return %v : index
        }
        """;
    assertEquals(
        """
        module {
          func.func @f() -> index {
            %true = index.bool.constant true
            %idx2 = index.constant 2
            %idx1 = index.constant 1
            cf.cond_br %true, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            cf.br ^bb3(%idx1 : index)
          ^bb2:  // pred: ^bb0
            cf.br ^bb3(%idx2 : index)
          ^bb3(%0: index):  // 2 preds: ^bb1, ^bb2
            return %idx1 : index
          }
        }
        """,
        PassRunner.run("builtin.module(sccp)", in));
  }

  @Test
  void privateCalleeArgumentsAndResultsPropagate() throws Exception {
    String in =
        """
        func.func private @id(%a: index) -> index {
          return %a : index
        }
        func.func @g() -> index {
          %c7 = index.constant 7
          %0 = call @id(%c7) : (index) -> index
          return %0 : index
        }
        """;
    assertEquals(
        """
        module {
          func.func private @id(%arg0: index) -> index {
            %idx7 = index.constant 7
            return %idx7 : index
          }
          func.func @g() -> index {
            %idx7 = index.constant 7
            %0 = call @id(%idx7) : (index) -> index
            return %idx7 : index
          }
        }
        """,
        PassRunner.run("builtin.module(sccp)", in));
  }

  @Test
  void scfIfWithKnownConditionForwardsOneBranch() throws Exception {
    String in =
        """
        func.func @h(%c: i1) -> (index, index) {
          %f = index.bool.constant false
          %c1 = index.constant 1
          %c2 = index.constant 2
          %r = scf.if %f -> index {
            scf.yield %c1 : index
          } else {
            scf.yield %c2 : index
          }
          %u = scf.if %c -> index {
            scf.yield %c1 : index
          } else {
            scf.yield %c2 : index
          }
          return %r, %u : index, index
        }
        """;
    assertEquals(
        """
        module {
          func.func @h(%arg0: i1) -> (index, index) {
            %idx2 = index.constant 2
            %idx1 = index.constant 1
            %false = index.bool.constant false
            %0 = scf.if %arg0 -> (index) {
              scf.yield %idx1 : index
            } else {
              scf.yield %idx2 : index
            }
            return %idx2, %0 : index, index
          }
        }
        """,
        PassRunner.run("builtin.module(sccp)", in));
  }
}
