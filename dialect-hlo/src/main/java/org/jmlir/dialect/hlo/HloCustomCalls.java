package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;

/**
 * custom_call's {@code output_operand_aliases}: each alias names an operand part and an output part
 * of the same type, and (StableHLO's buffer rules) a memref part is aliased at most once and, when
 * the op has aliases, every memref output part is aliased.
 */
final class HloCustomCalls {
  private HloCustomCalls() {}

  /** StableHLO's CustomCallOp::verify: layouts, aliases, backend_config, then the buffer calls. */
  static boolean verify(HloOp op) {
    return verifyLayouts(op) && verifyOutputOperandAliases(op) && verifyBackendConfig(op) && verifyKnownCalls(op);
  }

  private static boolean verifyLayouts(HloOp op) {
    Attribute operandLayouts = op.inherentAttr("operand_layouts");
    Attribute resultLayouts = op.inherentAttr("result_layouts");
    if (operandLayouts == null && resultLayouts == null) {
      return true;
    }
    if (!(operandLayouts instanceof ArrayAttr operands) || !(resultLayouts instanceof ArrayAttr results)) {
      return op.emitOpError("Layout attributes should be specified for either both operands and results or none.").report();
    }
    List<Type> resultTypes =
        op.numResults() == 1 && op.result(0).type() instanceof TupleType tuple ? tuple.types() : op.resultTypes();
    return layoutsMatch(op, op.operandTypes(), operands, "operand") && layoutsMatch(op, resultTypes, results, "result");
  }

  private static boolean layoutsMatch(HloOp op, List<Type> types, ArrayAttr layouts, String what) {
    if (types.size() != layouts.size()) {
      return op.emitOpError("Number of " + what + "s must match the number of " + what + " layouts, " + types.size() + " != " + layouts.size())
          .report();
    }
    for (int i = 0; i < types.size(); i++) {
      Type t = types.get(i);
      if (!(layouts.get(i) instanceof DenseIntOrFPElementsAttr layout)) {
        continue;
      }
      if (t instanceof TupleType) {
        return op.emitOpError("Tuple types are not fully supported with layout constraints yet").report();
      }
      long[] perm = layoutValues(layout);
      if (!(t instanceof ShapedType shaped)) {
        if (perm.length == 0) {
          continue;
        }
        return op.emitOpError(
                "Only tensor types can have non-empty layout: " + what + " #" + i + " of type " + q(t) + " has layout "
                    + AttrTypeText.attribute(layout))
            .report();
      }
      if (!(t instanceof RankedTensorType || t instanceof MemRefType)) {
        continue;
      }
      int rank = shaped.shape().length;
      boolean[] seen = new boolean[rank];
      boolean ok = perm.length == rank;
      for (int k = 0; ok && k < perm.length; k++) {
        ok = perm[k] >= 0 && perm[k] < rank && !seen[(int) perm[k]];
        if (ok) {
          seen[(int) perm[k]] = true;
        }
      }
      if (!ok) {
        return op.emitOpError(
                "incorrect layout " + AttrTypeText.attribute(layout) + " for type " + q(t) + ", layout must be a permutation of [0, " + rank + ")")
            .report();
      }
    }
    return true;
  }

  /** A layout's values: index elements (stored as 64 bits) or integers. */
  private static long[] layoutValues(DenseIntOrFPElementsAttr layout) {
    if (!(layout.elementType() instanceof IndexType)) {
      return HloDirectives.i64Values(layout);
    }
    long[] out = new long[(int) layout.type().numElements()];
    for (int i = 0; i < out.length; i++) {
      out[i] = layout.readLong(layout.isSplat() ? 0 : 8L * i, 8);
    }
    return out;
  }

  /** The buffer custom calls (CreateBuffer, Pin, Unpin). */
  private static boolean verifyKnownCalls(HloOp op) {
    String target = op.inherentAttr("call_target_name") instanceof StringAttr s ? s.value() : "";
    switch (target) {
      case "CreateBuffer" -> {
        if (op.numOperands() != 0) {
          return op.emitOpError("CreateBuffer custom_call shouldn't have any inputs").report();
        }
      }
      case "Pin" -> {
        if (op.numResults() != 1 || !(op.result(0).type() instanceof MemRefType)) {
          return op.emitOpError("Pin custom_call should have a memref output").report();
        }
      }
      case "Unpin" -> {
        if (op.numOperands() != 1
            || op.numResults() != 1
            || !(op.operand(0).type() instanceof MemRefType in)
            || !(op.result(0).type() instanceof RankedTensorType out)
            || !Arrays.equals(in.shape(), out.shape())
            || !in.elementType().equals(out.elementType())) {
          return op.emitOpError("Unpin custom_call should have compatible input and output types").report();
        }
      }
      default -> {}
    }
    return true;
  }

  private static final List<String> API_VERSIONS =
      List.of(
          "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED",
          "API_VERSION_TYPED_FFI");

  /** A typed-FFI call's backend_config is a dictionary; an older API's is a string. */
  private static boolean verifyBackendConfig(HloOp op) {
    Attribute config = op.inherentAttr("backend_config");
    if (config == null) {
      return true;
    }
    long version;
    if (op.inherentAttr("api_version") instanceof IntegerAttr v) {
      version = v.value().longValue();
    } else if (op.inherentAttr("api_version") == null && op.dialectNamespace().equals("stablehlo")) {
      version = 1; // StableHLO's default: API_VERSION_ORIGINAL
    } else {
      return true;
    }
    String name = version >= 0 && version < API_VERSIONS.size() ? API_VERSIONS.get((int) version) : String.valueOf(version);
    if (version == 4 && !(config instanceof DictionaryAttr)) {
      return op.emitOpError("backend_config for api_version " + name + " must be a dictionary attribute.").report();
    }
    if (version != 4 && !(config instanceof StringAttr)) {
      return op.emitOpError("backend_config for api_version " + name + " must be a string attribute.").report();
    }
    return true;
  }

  static boolean verifyOutputOperandAliases(HloOp op) {
    if (!(op.inherentAttr("output_operand_aliases") instanceof ArrayAttr aliases) || aliases.size() == 0) {
      return true;
    }
    Type output = op.numResults() == 1 ? op.result(0).type() : TupleType.get(op.context(), op.resultTypes());
    Set<String> operandsSeen = new HashSet<>();
    Set<String> outputsSeen = new HashSet<>();
    for (Attribute a : aliases.elements()) {
      if (!(a instanceof OutputOperandAliasAttr alias)) {
        continue;
      }
      long index = alias.operandIndex();
      if (index < 0 || index >= op.numOperands()) {
        return op.emitOpError(
                "expects operandIndex in the output_operand_alias attribute to be in range [0, " + op.numOperands() + "); got: " + index + ".")
            .report();
      }
      Type operandPart = part(op.operand((int) index).type(), alias.operandTupleIndices());
      if (operandPart == null) {
        return op.emitOpError("operand_tuple_indices in the output_operand_alias attribute out of bounds").report();
      }
      Type outputPart = part(output, alias.outputTupleIndices());
      if (outputPart == null) {
        return op.emitOpError("output_tuple_indices in the output_operand_alias attribute out of bounds").report();
      }
      if (!operandPart.equals(outputPart)) {
        return op.emitOpError(
                "shapes mismatch in the output_operand_alias attribute: operand part has type " + q(operandPart) + " and output part has type "
                    + q(outputPart))
            .report();
      }
      String operandKey = index + path(alias.operandTupleIndices());
      if (operandPart instanceof MemRefType && !operandsSeen.add(operandKey)) {
        return op.emitOpError("buffer operand " + operandKey + " is used in output_operand_alias more than once").report();
      }
      String outputKey = path(alias.outputTupleIndices());
      if (outputPart instanceof MemRefType && !outputsSeen.add(outputKey)) {
        return op.emitOpError("buffer output " + outputKey + " is used in output_operand_alias more than once").report();
      }
    }
    List<String> buffers = new ArrayList<>();
    bufferLeaves(output, new ArrayList<>(), buffers);
    for (String b : buffers) {
      if (!outputsSeen.contains(b)) {
        return op.emitOpError("buffer output " + b + " is not used in output_operand_alias").report();
      }
    }
    return true;
  }

  /** The part of {@code t} at tuple path {@code indices}, or null when the path leaves the tuples. */
  private static Type part(Type t, long[] indices) {
    for (long i : indices) {
      if (!(t instanceof TupleType tuple) || i < 0 || i >= tuple.types().size()) {
        return null;
      }
      t = tuple.types().get((int) i);
    }
    return t;
  }

  private static String path(long[] indices) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < indices.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(indices[i]);
    }
    return sb.append(']').toString();
  }

  private static void bufferLeaves(Type t, List<Long> at, List<String> out) {
    if (t instanceof TupleType tuple) {
      for (int i = 0; i < tuple.types().size(); i++) {
        at.add((long) i);
        bufferLeaves(tuple.types().get(i), at, out);
        at.removeLast();
      }
    } else if (t instanceof MemRefType) {
      out.add(path(at.stream().mapToLong(Long::longValue).toArray()));
    }
  }
}
