package org.jmlir.dialect.tf.analysis;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;

/**
 * The resource effects TensorFlow declares for the common stateful tf ops (the effect lists on their
 * resource operands and results in tf_generated_ops.td, and the op-wide random-generator resource),
 * and which ops may have side effects at all. A tf op that may have side effects but declares none
 * here acts on an unknown resource, as TensorFlow treats an op without a memory-effect interface.
 */
final class TfOpEffects {
  private TfOpEffects() {}

  /** An effect on operand (or result, when {@code onResult}) {@code index}. */
  record ValueEffect(boolean onResult, int index, Set<ResourceEffect> effects) {}

  /**
   * What an op declares: effects on its resource values, and effects on a resource that belongs to
   * the op kind rather than to a value ({@code opResource}, null when none).
   */
  record Declared(List<ValueEffect> values, String opResource, Set<ResourceEffect> opEffects) {}

  private static final Set<ResourceEffect> R = EnumSet.of(ResourceEffect.READ);
  private static final Set<ResourceEffect> RW = EnumSet.of(ResourceEffect.READ, ResourceEffect.WRITE);
  private static final Set<ResourceEffect> W = EnumSet.of(ResourceEffect.WRITE);
  private static final Set<ResourceEffect> A = EnumSet.of(ResourceEffect.ALLOC);
  private static final Set<ResourceEffect> F = EnumSet.of(ResourceEffect.FREE);

  private static final Map<String, Declared> DECLARED = build();

  private static Map<String, Declared> build() {
    Map<String, Declared> m = new HashMap<>();
    // Resource variables.
    m.put("tf.VarHandleOp", result(A));
    m.put("tf.ReadVariableOp", operands(R, 1));
    m.put("tf.VarIsInitializedOp", operands(R, 1));
    m.put("tf.AssignVariableOp", operands(W, 1));
    m.put("tf.AssignAddVariableOp", operands(RW, 1));
    m.put("tf.AssignSubVariableOp", operands(RW, 1));
    m.put("tf.DestroyResourceOp", operands(F, 1));
    m.put("tf.ResourceGather", operands(R, 1));
    m.put("tf.ResourceGatherNd", operands(R, 1));
    for (String s : List.of("Add", "Sub", "Mul", "Div", "Min", "Max", "Update", "NdAdd", "NdSub", "NdUpdate", "NdMax", "NdMin")) {
      m.put("tf.ResourceScatter" + s, operands(RW, 1));
    }
    m.put("tf.ResourceStridedSliceAssign", operands(RW, 1));
    // Optimizer updates read and write their leading resource operands (var and its slots).
    m.put("tf.ResourceApplyGradientDescent", operands(RW, 1));
    m.put("tf.ResourceApplyMomentum", operands(RW, 2));
    m.put("tf.ResourceApplyKerasMomentum", operands(RW, 2));
    m.put("tf.ResourceApplyAdagrad", operands(RW, 2));
    m.put("tf.ResourceApplyAdagradV2", operands(RW, 2));
    m.put("tf.ResourceApplyAdam", operands(RW, 3));
    m.put("tf.ResourceApplyAdaMax", operands(RW, 3));
    m.put("tf.ResourceApplyAdadelta", operands(RW, 3));
    m.put("tf.ResourceApplyRMSProp", operands(RW, 3));
    m.put("tf.ResourceApplyCenteredRMSProp", operands(RW, 4));
    m.put("tf.ResourceApplyFtrl", operands(RW, 3));
    m.put("tf.ResourceApplyFtrlV2", operands(RW, 3));
    // Stacks.
    m.put("tf.StackV2", result(A));
    m.put("tf.StackPushV2", operands(RW, 1));
    m.put("tf.StackPopV2", operands(RW, 1));
    m.put("tf.StackCloseV2", operands(F, 1));
    // Tensor arrays (the handle; the flow value is a plain tensor).
    m.put("tf.TensorArrayV3", result(A));
    m.put("tf.TensorArrayReadV3", operands(R, 1));
    m.put("tf.TensorArrayGatherV3", operands(R, 1));
    m.put("tf.TensorArrayConcatV3", operands(R, 1));
    m.put("tf.TensorArraySizeV3", operands(R, 1));
    m.put("tf.TensorArrayWriteV3", operands(RW, 1));
    m.put("tf.TensorArrayScatterV3", operands(RW, 1));
    m.put("tf.TensorArraySplitV3", operands(RW, 1));
    m.put("tf.TensorArrayCloseV3", operands(F, 1));
    // Stateful random ops share one op-wide generator resource: ordered among themselves only.
    for (String s : List.of("RandomUniform", "RandomUniformInt", "RandomStandardNormal", "TruncatedNormal", "RandomShuffle")) {
      m.put("tf." + s, new Declared(List.of(), "RandomGenerator", W));
    }
    return Map.copyOf(m);
  }

  private static Declared operands(Set<ResourceEffect> effects, int count) {
    ValueEffect[] v = new ValueEffect[count];
    for (int i = 0; i < count; i++) {
      v[i] = new ValueEffect(false, i, effects);
    }
    return new Declared(List.of(v), null, Set.of());
  }

  private static Declared result(Set<ResourceEffect> effects) {
    return new Declared(List.of(new ValueEffect(true, 0, effects)), null, Set.of());
  }

  /** What {@code opName} declares, or null when it declares nothing. */
  static Declared declared(String opName) {
    return DECLARED.get(opName);
  }

  /** Whether {@code op} is in the tf dialect (not tf_executor, tf_device, ...). */
  static boolean isTf(Operation op) {
    return op.name().startsWith("tf.");
  }

  /**
   * Whether {@code op} may have side effects (TensorFlow's CanHaveSideEffects for tf ops): not when
   * it has no memory effects; for a tf op, not when marked {@code is_stateless = true} or when it is
   * a terminator. Any other op without a memory-effect-free marking may.
   */
  static boolean mayHaveSideEffect(Operation op) {
    if (op.hasTrait(Trait.NO_MEMORY_EFFECT)) {
      return false;
    }
    if (op instanceof MemoryEffectOpInterface m && op.numRegions() == 0 && m.effects().isEmpty()) {
      return false;
    }
    if (!isTf(op)) {
      return true;
    }
    if (op.attr("is_stateless") instanceof IntegerAttr b && b.isBool()) {
      return b.longValue() == 0;
    }
    return !op.hasTrait(Trait.TERMINATOR);
  }
}
