package org.jmlir.dialect.memref;

import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [%s, 1] : memref<*xf32> to ...}:
 * new metadata over the same buffer.
 */
public final class ReinterpretCastOp extends Operation implements MemRefOp {
  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.single("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF),
          OperandSegments.variadic("offsets", TypeConstraint.INDEX),
          OperandSegments.variadic("sizes", TypeConstraint.INDEX),
          OperandSegments.variadic("strides", TypeConstraint.INDEX));

  public static final OpDef DEF =
      OffsetsSizesStrides.declare(OpSpec.define("memref.reinterpret_cast", ReinterpretCastOp::new))
          .variadicOperand("operands", TypeConstraint.ANY)
          .result("result", ShapedConstraints.ANY_STRIDED_MEMREF)
          .traits(Trait.PURE)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(new Syntax())
          .verifier(ReinterpretCastOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "reinterpret_cast"))
          .build();

  private ReinterpretCastOp() {}

  private static String staticOrDynamic(long v) {
    return v == ShapedType.DYNAMIC ? "dynamic" : Long.toString(v);
  }

  private static boolean verify(Operation op) {
    if (!SEGMENTS.verify(op)) {
      return false;
    }
    MemRefType result = (MemRefType) op.result(0).type();
    int rank = result.rank();
    if (!OffsetsSizesStrides.verify(
        op,
        new int[] {1, rank, rank},
        SEGMENTS.group(op, 1).size(),
        SEGMENTS.group(op, 2).size(),
        SEGMENTS.group(op, 3).size())) {
      return false;
    }
    BaseMemRefType src = (BaseMemRefType) SEGMENTS.single(op, 0).type();
    if (src.memorySpace() != result.memorySpace()) {
      return op.emitError(
              "different memory spaces specified for source type " + MemRefVerifiers.quoted(src)
                  + " and result memref type " + MemRefVerifiers.quoted(result))
          .report();
    }
    if (src.elementType() != result.elementType()) {
      return op.emitError(
              "different element types specified for source type " + MemRefVerifiers.quoted(src)
                  + " and result memref type " + MemRefVerifiers.quoted(result))
          .report();
    }
    long[] sizes = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    for (int i = 0; i < rank; i++) {
      long actual = result.shape()[i];
      if (actual != ShapedType.DYNAMIC && actual != sizes[i]) {
        return op.emitError(
                "expected result type with size = " + staticOrDynamic(sizes[i]) + " instead of " + actual + " in dim = "
                    + i)
            .report();
      }
    }
    StridedLayouts.Strided s = StridedLayouts.stridesOf(result);
    if (s == null) {
      return op.emitError("expected result type to have strided layout but found " + MemRefVerifiers.quoted(result))
          .report();
    }
    long expectedOffset = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS)[0];
    if (s.offset() != ShapedType.DYNAMIC && s.offset() != expectedOffset) {
      return op.emitError(
              "expected result type with offset = " + staticOrDynamic(expectedOffset) + " instead of " + s.offset())
          .report();
    }
    long[] strides = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES);
    for (int i = 0; i < rank; i++) {
      long actual = s.strides()[i];
      if (actual != ShapedType.DYNAMIC && actual != strides[i]) {
        return op.emitError(
                "expected result type with stride = " + staticOrDynamic(strides[i]) + " instead of " + actual
                    + " in dim = " + i)
            .report();
      }
    }
    return true;
  }

  /** {@code $source to offset: [..], sizes: [..], strides: [..] attr-dict : type($source) to type($result)}. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand source = p.parseOperand();
      p.parseKeyword("to");
      p.parseKeyword("offset");
      p.parseColon();
      DynamicIndexList.Parsed offsets = DynamicIndexList.parse(p);
      p.parseComma();
      p.parseKeyword("sizes");
      p.parseColon();
      DynamicIndexList.Parsed sizes = DynamicIndexList.parse(p);
      p.parseComma();
      p.parseKeyword("strides");
      p.parseColon();
      DynamicIndexList.Parsed strides = DynamicIndexList.parse(p);
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      Type sourceType = p.parseColonType();
      p.parseKeyword("to");
      Type resultType = p.parseType();
      state.operands.add(p.resolveOperand(source, sourceType));
      OffsetsSizesStrides.addAll(p, state, props, new OffsetsSizesStrides.Lists(offsets, sizes, strides), 1);
      state.resultTypes.add(resultType);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      p.print(" to offset: ");
      OffsetsSizesStrides.printList(p, op, SEGMENTS.group(op, 1), OffsetsSizesStrides.STATIC_OFFSETS);
      p.print(", sizes: ");
      OffsetsSizesStrides.printList(p, op, SEGMENTS.group(op, 2), OffsetsSizesStrides.STATIC_SIZES);
      p.print(", strides: ");
      OffsetsSizesStrides.printList(p, op, SEGMENTS.group(op, 3), OffsetsSizesStrides.STATIC_STRIDES);
      CustomAssembly.printAttrDict(p, op, OffsetsSizesStrides.elided());
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(" to ");
      p.printType(op.result(0).type());
    }
  }
}
