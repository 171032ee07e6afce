package org.jmlir.dialect.tf.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which resources a value may hold: origins, forwarding, passthrough and the unknown resource. */
class ResourceAliasAnalysisTest {
  @Test
  void argumentsAreDistinctUnlessTheirUniqueIdsAgree() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @plain(%a: !res, %b: !res, %x: tensor<f32>) { return }
            func.func @ids(%a: !res {tf._resource_arg_unique_id = 3 : i64}, %b: !res {tf._resource_arg_unique_id = 3 : i64},
                           %c: !res {tf._resource_arg_unique_id = 4 : i64}) { return }
            """);
    ResourceAliasAnalysis plain = ResourceAliasAnalysis.of(f.func("plain"));
    assertFalse(plain.mayAlias(f.arg("plain", 0), f.arg("plain", 1)));
    assertFalse(ResourceAliasAnalysis.isResource(f.arg("plain", 2)));
    ResourceAliasAnalysis ids = ResourceAliasAnalysis.of(f.func("ids"));
    assertTrue(ids.mayAlias(f.arg("ids", 0), f.arg("ids", 1)));
    assertEquals(ids.ids(f.arg("ids", 0)), ids.ids(f.arg("ids", 1)));
    assertFalse(ids.mayAlias(f.arg("ids", 0), f.arg("ids", 2)));
  }

  @Test
  void varHandlesAliasByContainerSharedNameAndDevice() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%n: tensor<i32>) {
              %0 = "tf.VarHandleOp"() {_n = "v", container = "c", shared_name = "v"} : () -> !res
              %1 = "tf.VarHandleOp"() {_n = "same", container = "c", shared_name = "v"} : () -> !res
              %2 = "tf.VarHandleOp"() {_n = "container", container = "d", shared_name = "v"} : () -> !res
              %3 = "tf.VarHandleOp"() {_n = "device", container = "c", shared_name = "v", device = "/CPU:1"} : () -> !res
              %4 = "tf.VarHandleOp"() {_n = "anon1", shared_name = "cd2c89b7-88b7-44c8-ad83-06c2a9158347"} : () -> !res
              %5 = "tf.VarHandleOp"() {_n = "anon2", shared_name = "cd2c89b7-88b7-44c8-ad83-06c2a9158347"} : () -> !res
              %6 = "tf.StackV2"(%n) {_n = "stack1", elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
              %7 = "tf.StackV2"(%n) {_n = "stack2", elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
              return
            }
            """);
    ResourceAliasAnalysis a = ResourceAliasAnalysis.of(f.func("f"));
    assertTrue(a.mayAlias(f.value("v"), f.value("same")));
    assertFalse(a.mayAlias(f.value("v"), f.value("container")));
    assertFalse(a.mayAlias(f.value("v"), f.value("device")));
    assertFalse(a.mayAlias(f.value("anon1"), f.value("anon2")));
    assertFalse(a.mayAlias(f.value("stack1"), f.value("stack2")));
    assertFalse(a.isUnknown(f.value("stack1")));
  }

  @Test
  void identitiesForwardAndOtherOpsAreUnknown() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%a: !res, %b: !res) {
              %0:2 = "tf.IdentityN"(%b, %a) {_n = "idn"} : (!res, !res) -> (!res, !res)
              %1 = "tf.Identity"(%0#1) {_n = "id"} : (!res) -> !res
              %2 = "tf.Cast"(%a) {_n = "cast"} : (!res) -> !res
              %3 = "tf.MakeHandle"() {_n = "made"} : () -> !res
              return
            }
            """);
    ResourceAliasAnalysis a = ResourceAliasAnalysis.of(f.func("f"));
    assertEquals(a.ids(f.arg("f", 0)), a.ids(f.value("id")));
    assertEquals(a.ids(f.arg("f", 1)), a.ids(f.value("idn", 0)));
    assertFalse(a.mayAlias(f.value("id"), f.arg("f", 1)));
    assertTrue(a.isUnknown(f.value("cast")));
    assertTrue(a.isUnknown(f.value("made")));
    assertEquals(Set.of(ResourceAliasAnalysis.UNKNOWN), a.ids(f.value("made")));
    assertTrue(a.mayAlias(f.value("made"), f.arg("f", 1)));
  }

  @Test
  void islandAndGraphResultsHoldWhatTheyYield() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%a: !res, %b: !res) -> !res {
              %g = tf_executor.graph {
                %o, %c = tf_executor.island {
                  %i = "tf.Identity"(%b) : (!res) -> !res
                  tf_executor.yield %i : !res
                }
                %p, %pc = tf_executor.island wraps "tf.Identity"(%o) {_n = "user"} : (!res) -> !res
                tf_executor.fetch %p : !res
              }
              return %g : !res
            }
            """);
    ResourceAliasAnalysis a = ResourceAliasAnalysis.of(f.func("f"));
    assertEquals(a.ids(f.arg("f", 1)), a.ids(f.value("user")));
    assertFalse(a.mayAlias(f.value("user"), f.arg("f", 0)));
  }

  @Test
  void passthroughOfFunctionalControlFlowAndCalls() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func private @keep(%r: !res, %s: !res) -> (!res, !res) { return %r, %s : !res, !res }
            func.func private @swap(%r: !res, %s: !res) -> (!res, !res) { return %s, %r : !res, !res }
            func.func private @fresh(%r: !res, %s: !res) -> (!res, !res) {
              %0 = "tf.MakeHandle"() : () -> !res
              return %0, %s : !res, !res
            }
            func.func @f(%p: tensor<i1>, %a: !res, %b: !res) {
              %0:2 = "tf.If"(%p, %a, %b) {_n = "if", then_branch = @keep, else_branch = @swap, is_stateless = true} : (tensor<i1>, !res, !res) -> (!res, !res)
              %1:2 = "tf.If"(%p, %a, %b) {_n = "if2", then_branch = @keep, else_branch = @fresh, is_stateless = true} : (tensor<i1>, !res, !res) -> (!res, !res)
              %2:2 = "tf.While"(%a, %b) {_n = "keep", cond = @keep, body = @keep, is_stateless = true} : (!res, !res) -> (!res, !res)
              %3:2 = "tf.While"(%a, %b) {_n = "swap", cond = @keep, body = @swap, is_stateless = true} : (!res, !res) -> (!res, !res)
              %4:2 = "tf.Case"(%p, %a, %b) {_n = "case", branches = [@keep, @keep], is_stateless = true} : (tensor<i1>, !res, !res) -> (!res, !res)
              %5:2 = "tf.StatefulPartitionedCall"(%a, %b) {_n = "call", f = @swap, config = "", config_proto = "", executor_type = ""} : (!res, !res) -> (!res, !res)
              %6:2 = "tf.StatefulPartitionedCall"(%a, %b) {_n = "call2", f = @fresh, config = "", config_proto = "", executor_type = ""} : (!res, !res) -> (!res, !res)
              return
            }
            """);
    ResourceAliasAnalysis an = ResourceAliasAnalysis.of(f.func("f"));
    var a = f.arg("f", 1);
    var b = f.arg("f", 2);
    // tf.If: result 0 is %a in one branch and %b in the other.
    assertTrue(an.mayAlias(f.value("if", 0), a));
    assertTrue(an.mayAlias(f.value("if", 0), b));
    assertTrue(an.isUnknown(f.value("if2", 0)));
    assertEquals(an.ids(b), an.ids(f.value("if2", 1)));
    // tf.While: the results of a body that swaps its arguments may hold either.
    assertEquals(an.ids(a), an.ids(f.value("keep", 0)));
    assertTrue(an.mayAlias(f.value("swap", 0), a));
    assertTrue(an.mayAlias(f.value("swap", 0), b));
    assertFalse(an.isUnknown(f.value("swap", 0)));
    assertEquals(an.ids(b), an.ids(f.value("case", 1)));
    // Calls pass an argument through when the callee returns it unchanged.
    assertEquals(an.ids(b), an.ids(f.value("call", 0)));
    assertEquals(an.ids(a), an.ids(f.value("call", 1)));
    assertTrue(an.isUnknown(f.value("call2", 0)));
    assertEquals(an.ids(b), an.ids(f.value("call2", 1)));
  }

  @Test
  void regionControlFlowResultsHoldWhatTheirRegionsYield() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%p: tensor<i1>, %a: !res, %b: !res) {
              %0 = "tf.IfRegion"(%p) ({
                "tf.Yield"(%a) : (!res) -> ()
              }, {
                "tf.Yield"(%b) : (!res) -> ()
              }) {_n = "if", is_stateless = true} : (tensor<i1>) -> !res
              %1 = "tf.WhileRegion"(%a) ({
              ^bb0(%x: !res):
                %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
                "tf.Yield"(%t, %x) : (tensor<i1>, !res) -> ()
              }, {
              ^bb0(%x: !res):
                "tf.Yield"(%x) : (!res) -> ()
              }) {_n = "while", is_stateless = true} : (!res) -> !res
              return
            }
            """);
    ResourceAliasAnalysis an = ResourceAliasAnalysis.of(f.func("f"));
    assertTrue(an.mayAlias(f.value("if"), f.arg("f", 1)));
    assertTrue(an.mayAlias(f.value("if"), f.arg("f", 2)));
    assertEquals(an.ids(f.arg("f", 1)), an.ids(f.value("while")));
  }
}
