package org.jmlir.dialect.tf.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.junit.jupiter.api.Test;

/** Per-op effects by resource, and the direct control predecessors and successors they imply. */
class SideEffectAnalysisTest {
  private static final long UNKNOWN = ResourceAliasAnalysis.UNKNOWN;
  private static final Set<ResourceEffect> READ = EnumSet.of(ResourceEffect.READ);
  private static final Set<ResourceEffect> READ_WRITE = EnumSet.of(ResourceEffect.READ, ResourceEffect.WRITE);

  @Test
  void effectsOfCommonOps() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%a: !res, %v: tensor<4xf32>, %s: tensor<2xi32>) {
              %h = "tf.VarHandleOp"() {_n = "handle", container = "", shared_name = "h"} : () -> !res
              %0 = "tf.ReadVariableOp"(%a) {_n = "read"} : (!res) -> tensor<4xf32>
              "tf.AssignVariableOp"(%h, %v) {_n = "assign"} : (!res, tensor<4xf32>) -> ()
              "tf.AssignAddVariableOp"(%a, %v) {_n = "add"} : (!res, tensor<4xf32>) -> ()
              "tf.ResourceScatterUpdate"(%a, %s, %v) {_n = "scatter"} : (!res, tensor<2xi32>, tensor<4xf32>) -> ()
              "tf.UsesHandle"(%a) {_n = "undeclared"} : (!res) -> ()
              "tf.Mystery"() {_n = "unknown"} : () -> ()
              %1 = "tf.Neg"(%v) {_n = "pure"} : (tensor<4xf32>) -> tensor<4xf32>
              "tf.Marked"() {_n = "stateless", is_stateless = true} : () -> ()
              %2 = "tf.RandomUniform"(%s) {_n = "random"} : (tensor<2xi32>) -> tensor<4xf32>
              return
            }
            """);
    SideEffectAnalysis an = SideEffectAnalysis.of(f.func("f"));
    long a = an.aliases().ids(f.arg("f", 0)).first();
    long h = an.aliases().ids(f.value("handle")).first();
    assertEquals(Map.of(h, EnumSet.of(ResourceEffect.ALLOC)), an.effects(f.op("handle")));
    assertEquals(Map.of(a, READ), an.effects(f.op("read")));
    assertEquals(Map.of(h, EnumSet.of(ResourceEffect.WRITE)), an.effects(f.op("assign")));
    assertEquals(Map.of(a, READ_WRITE), an.effects(f.op("add")));
    assertEquals(Map.of(a, READ_WRITE), an.effects(f.op("scatter")));
    // An op that declares nothing may do anything, to its handle and to any other resource.
    assertEquals(Map.of(UNKNOWN, ResourceEffect.ALL, a, ResourceEffect.ALL), an.effects(f.op("undeclared")));
    assertEquals(Map.of(UNKNOWN, ResourceEffect.ALL), an.effects(f.op("unknown")));
    assertTrue(an.effects(f.op("pure")).isEmpty());
    assertTrue(an.effects(f.op("stateless")).isEmpty());
    // The random generator is an op-wide resource, outside the alias analysis's ids.
    Map<Long, Set<ResourceEffect>> random = an.effects(f.op("random"));
    assertEquals(1, random.size());
    assertTrue(random.keySet().iterator().next() >= OpBasedEffects.FIRST_ID);
    assertEquals(EnumSet.of(ResourceEffect.WRITE), random.values().iterator().next());
  }

  @Test
  void readsShareAWriteAndAWriteFollowsTheReads() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%a: !res, %b: !res, %v: tensor<4xf32>) {
              "tf.AssignVariableOp"(%a, %v) {_n = "w0"} : (!res, tensor<4xf32>) -> ()
              %0 = "tf.ReadVariableOp"(%a) {_n = "r0"} : (!res) -> tensor<4xf32>
              %1 = "tf.ReadVariableOp"(%b) {_n = "other"} : (!res) -> tensor<4xf32>
              %2 = "tf.ReadVariableOp"(%a) {_n = "r1"} : (!res) -> tensor<4xf32>
              "tf.AssignVariableOp"(%a, %v) {_n = "w1"} : (!res, tensor<4xf32>) -> ()
              return
            }
            """);
    SideEffectAnalysis an = SideEffectAnalysis.of(f.func("f"));
    assertEquals(List.of(), an.directControlPredecessors(f.op("w0")));
    assertEquals(List.of(f.op("w0")), an.directControlPredecessors(f.op("r0")));
    assertEquals(List.of(f.op("w0")), an.directControlPredecessors(f.op("r1")));
    assertEquals(List.of(), an.directControlPredecessors(f.op("other")));
    assertEquals(List.of(f.op("r0"), f.op("r1")), an.directControlPredecessors(f.op("w1")));
    assertEquals(List.of(f.op("r0"), f.op("r1")), an.directControlSuccessors(f.op("w0")));
    assertEquals(List.of(), an.directControlSuccessors(f.op("other")));
  }

  @Test
  void unknownEffectsOrderEverything() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func @f(%a: !res, %b: !res, %v: tensor<4xf32>, %s: tensor<2xi32>) {
              %0 = "tf.ReadVariableOp"(%a) {_n = "ra"} : (!res) -> tensor<4xf32>
              "tf.AssignVariableOp"(%b, %v) {_n = "wb"} : (!res, tensor<4xf32>) -> ()
              %1 = "tf.RandomUniform"(%s) {_n = "random"} : (tensor<2xi32>) -> tensor<4xf32>
              "tf.Mystery"() {_n = "unknown"} : () -> ()
              %2 = "tf.ReadVariableOp"(%a) {_n = "after"} : (!res) -> tensor<4xf32>
              %3 = "tf.Cast"(%a) : (!res) -> !res
              %4 = "tf.ReadVariableOp"(%3) {_n = "unknown_read"} : (!res) -> tensor<4xf32>
              return
            }
            """);
    SideEffectAnalysis an = SideEffectAnalysis.of(f.func("f"));
    assertEquals(List.of(f.op("ra"), f.op("wb"), f.op("random")), an.directControlPredecessors(f.op("unknown")));
    assertEquals(List.of(f.op("unknown")), an.directControlPredecessors(f.op("after")));
    // A read of a value the analysis cannot tell is a read of the unknown resource.
    assertEquals(Map.of(UNKNOWN, READ), an.effects(f.op("unknown_read")));
    assertEquals(List.of(f.op("unknown")), an.directControlPredecessors(f.op("unknown_read")));
  }

  @Test
  void regionsAndCallsCarryTheEffectsOfWhatTheyRun() {
    AnalysisFixture f =
        new AnalysisFixture(
            """
            func.func private @rolls(%s: tensor<2xi32>) -> tensor<4xf32> {
              %0 = "tf.RandomUniform"(%s) : (tensor<2xi32>) -> tensor<4xf32>
              return %0 : tensor<4xf32>
            }
            func.func private @mystery() {
              "tf.Mystery"() : () -> ()
              return
            }
            func.func private @quiet() {
              return
            }
            func.func @f(%a: !res, %v: tensor<4xf32>, %s: tensor<2xi32>, %p: tensor<i1>) {
              tf_executor.graph {
                %c = tf_executor.island {
                  %0 = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
                  %1 = "tf.Neg"(%0) : (tensor<4xf32>) -> tensor<4xf32>
                  tf_executor.yield
                }
                tf_executor.fetch
              }
              %0 = "tf.StatefulPartitionedCall"(%s) {_n = "call", f = @rolls, config = "", config_proto = "", executor_type = ""} : (tensor<2xi32>) -> tensor<4xf32>
              "tf.If"(%p) {_n = "if", then_branch = @mystery, else_branch = @quiet, is_stateless = false} : (tensor<i1>) -> ()
              "tf.If"(%p) {_n = "quiet_if", then_branch = @quiet, else_branch = @quiet, is_stateless = false} : (tensor<i1>) -> ()
              return
            }
            """);
    SideEffectAnalysis an = SideEffectAnalysis.of(f.func("f"));
    long a = an.aliases().ids(f.arg("f", 0)).first();
    assertEquals(Map.of(a, READ), an.effects(f.first("tf_executor.island")));
    Map<Long, Set<ResourceEffect>> call = an.effects(f.op("call"));
    assertTrue(call.keySet().iterator().next() >= OpBasedEffects.FIRST_ID);
    assertEquals(Map.of(UNKNOWN, ResourceEffect.ALL), an.effects(f.op("if")));
    // A stateful op with no effect found anywhere still has an unknown one.
    assertEquals(Map.of(UNKNOWN, ResourceEffect.ALL), an.effects(f.op("quiet_if")));
  }
}
