package org.jmlir.dialect.scf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.jmlir.dialect.testing.PassRunner;
import org.junit.jupiter.api.Test;

/** scf canonicalization; expected texts are mlir-opt 22's. */
class ScfCanonicalizeTest {
  private static String canonicalize(String src) {
    return PassRunner.output(src, "builtin.module(canonicalize)");
  }

  @Test
  void oneTripLoopIsInlined() {
    assertEquals(
        """
        module {
          func.func @f(%arg0: f32) -> f32 {
            %c0 = arith.constant 0 : index
            %0 = "test.op"(%arg0, %c0) : (f32, index) -> f32
            return %0 : f32
          }
        }
        """,
        canonicalize(
            """
            func.func @f(%x: f32) -> f32 {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (f32) {
                %n = "test.op"(%a, %i) : (f32, index) -> f32
                scf.yield %n : f32
              }
              return %r : f32
            }
            """));
  }

  @Test
  void negatedConditionSwapsRegions() {
    assertEquals(
        """
        module {
          func.func @f(%arg0: i1) {
            scf.if %arg0 {
              "test.else"() : () -> ()
            } else {
              "test.then"() : () -> ()
            }
            return
          }
        }
        """,
        canonicalize(
            """
            func.func @f(%c: i1) {
              %t = arith.constant true
              %n = arith.xori %c, %t : i1
              scf.if %n {
                "test.then"() : () -> ()
              } else {
                "test.else"() : () -> ()
              }
              return
            }
            """));
  }

  @Test
  void unusedIfResultIsDropped() {
    assertEquals(
        """
        module {
          func.func @f(%arg0: i1) -> i32 {
            %0 = scf.if %arg0 -> (i32) {
              %1 = "test.a"() : () -> i32
              %2 = "test.x"() : () -> i32
              scf.yield %1 : i32
            } else {
              %1 = "test.b"() : () -> i32
              %2 = "test.y"() : () -> i32
              scf.yield %1 : i32
            }
            return %0 : i32
          }
        }
        """,
        canonicalize(
            """
            func.func @f(%c: i1) -> i32 {
              %r:2 = scf.if %c -> (i32, i32) {
                %a = "test.a"() : () -> i32
                %x = "test.x"() : () -> i32
                scf.yield %a, %x : i32, i32
              } else {
                %b = "test.b"() : () -> i32
                %y = "test.y"() : () -> i32
                scf.yield %b, %y : i32, i32
              }
              return %r#0 : i32
            }
            """));
  }
}
