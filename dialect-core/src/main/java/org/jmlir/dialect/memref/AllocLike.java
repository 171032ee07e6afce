package org.jmlir.dialect.memref;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * What memref.alloc and memref.alloca share (MLIR's AllocLikeOp): dynamic sizes, symbol operands
 * for the layout map, an optional alignment, and the syntax
 * {@code (%d)[%s] {alignment = 8 : i64} : memref<...>}.
 */
final class AllocLike {
  private AllocLike() {}

  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.variadic("dynamicSizes", TypeConstraint.INDEX),
          OperandSegments.variadic("symbolOperands", TypeConstraint.INDEX));

  static OpDef define(String name, java.util.function.Supplier<? extends Operation> factory, String resultName) {
    OpDef[] self = new OpDef[1];
    self[0] =
        OpSpec.define(name, factory)
            .variadicOperand("operands", TypeConstraint.ANY)
            .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
            .optionalAttr(OperandSegments.ATTR, CommonAttrs.DENSE_I32_ARRAY)
            .result("memref", ShapedConstraints.ANY_MEMREF)
            .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
            .assembly(new Syntax(() -> self[0]))
            .verifier(AllocLike::verify)
            .resultNamer((op, names) -> names.setName(op.result(0), resultName))
            .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(new MemRefPatterns.SimplifyAllocConst(name, () -> self[0]), new MemRefPatterns.SimplifyDeadAlloc(name))))
          .build();
    return self[0];
  }

  private static boolean verify(Operation op) {
    if (!SEGMENTS.verify(op)) {
      return false;
    }
    MemRefType type = (MemRefType) op.result(0).type();
    int dynamic = 0;
    for (long d : type.shape()) {
      if (d == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    int given = SEGMENTS.group(op, 0).size();
    if (given != dynamic) {
      return op.emitOpError("incorrect number of dynamic sizes, has " + given + ", expected " + dynamic).report();
    }
    int symbols = switch (type.layout()) {
      case AffineMapAttr a -> a.map().numSymbols();
      // The strided layout's affine map has one symbol per dynamic offset or stride (MLIR 22).
      case org.jmlir.ir.attr.StridedLayoutAttr st -> {
        int n = st.offset() == ShapedType.DYNAMIC ? 1 : 0;
        for (long stride : st.strides()) {
          n += stride == ShapedType.DYNAMIC ? 1 : 0;
        }
        yield n;
      }
      case null, default -> 0;
    };
    int symbolOperands = SEGMENTS.group(op, 1).size();
    if (symbolOperands != symbols) {
      return op.emitOpError(
              "symbol operand count does not equal memref symbol count: expected " + symbols + ", got "
                  + symbolOperands)
          .report();
    }
    return true;
  }

  private static final class Syntax implements OpDef.Assembly {
    private final java.util.function.Supplier<OpDef> def;

    Syntax(java.util.function.Supplier<OpDef> def) {
      this.def = def;
    }

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      p.parseLParen();
      List<UnresolvedOperand> sizes = p.parseOperandList();
      p.parseRParen();
      List<UnresolvedOperand> symbols = List.of();
      if (p.parseOptionalLSquare()) {
        symbols = p.parseOperandList();
        p.parseRSquare();
      }
      CustomAssembly.parseAttrDict(p, def.get(), props, state);
      Type type = p.parseColonType();
      Type index = IndexType.get(p.context());
      p.resolveOperands(sizes, index, state.operands);
      p.resolveOperands(symbols, index, state.operands);
      props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(p.context(), sizes.size(), symbols.size()));
      state.resultTypes.add(type);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print('(');
      p.printOperands(SEGMENTS.group(op, 0));
      p.print(')');
      List<org.jmlir.ir.Value> symbols = SEGMENTS.group(op, 1);
      if (!symbols.isEmpty()) {
        p.print('[');
        p.printOperands(symbols);
        p.print(']');
      }
      CustomAssembly.printAttrDict(p, op, List.of(OperandSegments.ATTR));
      p.print(" : ");
      p.printType(op.result(0).type());
    }
  }

}
