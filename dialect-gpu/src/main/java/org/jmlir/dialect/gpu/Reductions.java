package org.jmlir.dialect.gpu;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** {@code gpu.all_reduce} and {@code gpu.subgroup_reduce}. */
final class Reductions {
  private Reductions() {}

  /** {@code custom<AllReduceOperation>($op)}: an optional bare reduction keyword ({@code add}). */
  static final CustomDirective OPERATION =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState state) {
          String k = p.parseOptionalKeyword(GpuEnumAttr.Kind.ALL_REDUCE_OP.cases);
          if (k != null) {
            state.setAttribute("op", GpuEnumAttr.get(p.context(), GpuEnumAttr.Kind.ALL_REDUCE_OP, k));
          }
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          if (op.inherentAttr("op") instanceof GpuEnumAttr e) {
            p.print(' ').print(e.caseName());
          }
        }
      };

  static final OpDef ALL_REDUCE =
      OpSpec.define("gpu.all_reduce", GpuOps.GpuOp::new)
          .operand("value", GpuOps.SHUFFLE_TYPE)
          .optionalAttr("op", GpuOps.ALL_REDUCE_OP)
          .optionalAttr("uniform", org.jmlir.ir.ods.AttrConstraint.UNIT)
          .region("body")
          .result("result", GpuOps.SHUFFLE_TYPE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.ISOLATED_FROM_ABOVE)
          .customDirective("AllReduceOperation", OPERATION)
          .format("custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:` functional-type(operands, results)")
          .verifier(Reductions::verifyAllReduce)
          .build();

  static final OpDef SUBGROUP_REDUCE =
      OpSpec.define("gpu.subgroup_reduce", GpuOps.GpuOp::new)
          .operand("value", GpuOps.SHUFFLE_TYPE)
          .attr("op", GpuOps.ALL_REDUCE_OP)
          .optionalAttr("uniform", org.jmlir.ir.ods.AttrConstraint.UNIT)
          .optionalAttr("cluster_size", GpuOps.I32_ATTR)
          .defaultAttr("cluster_stride", GpuOps.I32_ATTR, ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 32), 1))
          .result("result", GpuOps.SHUFFLE_TYPE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .traits(Trait.PURE)
          .customDirective("AllReduceOperation", OPERATION)
          .format(
              "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? (`cluster` `(` `size` `=` $cluster_size^"
                  + " (`,` `stride` `=` $cluster_stride^)? `)`)? attr-dict `:` functional-type(operands, results)")
          .verifier(Reductions::verifySubgroupReduce)
          .build();

  private static boolean isFloat(Type t) {
    return (t instanceof VectorType v ? v.elementType() : t) instanceof FloatType;
  }

  /** Whether reduction {@code name} accepts elements of {@code type} (verifyReduceOpAndType). */
  private static boolean checkOpAndType(Operation op, GpuEnumAttr kind, Type type) {
    String name = kind.caseName();
    boolean floatOnly = name.endsWith("f");
    boolean intOnly = name.equals("and") || name.equals("or") || name.equals("xor") || name.endsWith("ui") || name.endsWith("si");
    if (floatOnly && !isFloat(type)) {
      return op.emitError("`" + name + "` reduction operation is not compatible with type '" + org.jmlir.ir.ods.Texts.type(type) + "'")
          .report();
    }
    if (intOnly && isFloat(type)) {
      return op.emitError("`" + name + "` reduction operation is not compatible with type '" + org.jmlir.ir.ods.Texts.type(type) + "'")
          .report();
    }
    return true;
  }

  private static boolean verifyAllReduce(Operation op) {
    Attribute kind = op.inherentAttr("op");
    boolean emptyBody = op.region(0).isEmpty() || op.region(0).front().operations().isEmpty();
    if (emptyBody == (kind == null)) {
      return op.emitError("expected either an op attribute or a non-empty body").report();
    }
    if (!emptyBody) {
      var entry = op.region(0).front();
      if (entry.numArguments() != 2) {
        return op.emitError("expected two region arguments").report();
      }
      for (int i = 0; i < 2; i++) {
        if (entry.argument(i).type() != op.result(0).type()) {
          return op.emitError("incorrect region argument type").report();
        }
      }
      boolean yield = false;
      for (var b : op.region(0).blocks()) {
        Operation t = b.terminator();
        if (t != null && t.name().equals("gpu.yield")) {
          if (t.numOperands() != 1) {
            return op.emitError("expected one gpu.yield operand").report();
          }
          if (t.operand(0).type() != op.result(0).type()) {
            return op.emitError("incorrect gpu.yield type").report();
          }
          yield = true;
        }
      }
      if (!yield) {
        return op.emitError("expected gpu.yield op in region").report();
      }
      return true;
    }
    return checkOpAndType(op, (GpuEnumAttr) kind, op.operand(0).type());
  }

  private static boolean verifySubgroupReduce(Operation op) {
    Type type = op.operand(0).type();
    if (type instanceof VectorType v && v.shape().length != 1) {
      return op.emitOpError("is not compatible with type " + org.jmlir.ir.ods.Texts.type(type)).report();
    }
    if (!checkOpAndType(op, (GpuEnumAttr) op.inherentAttr("op"), type)) {
      return false;
    }
    Attribute size = op.inherentAttr("cluster_size");
    long stride = ((IntegerAttr) op.inherentAttr("cluster_stride")).value().longValue();
    if (size instanceof IntegerAttr s) {
      long n = s.value().longValue();
      if (n <= 0 || Long.bitCount(n) != 1) {
        return op.emitOpError("cluster size " + n + " is not a power of two").report();
      }
    }
    if (stride <= 0 || Long.bitCount(stride) != 1) {
      return op.emitOpError("cluster stride " + stride + " is not a power of two").report();
    }
    if (size == null && stride != 1) {
      return op.emitOpError("cluster stride can only be specified if cluster size is specified").report();
    }
    return true;
  }
}
