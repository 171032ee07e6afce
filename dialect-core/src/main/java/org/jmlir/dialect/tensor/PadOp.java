package org.jmlir.dialect.tensor;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** {@code tensor.pad %t nofold low[1, %n] high[2, 0] { ^bb0(%i: index, %j: index): tensor.yield %v : f32 } : T to R}. */
public final class PadOp extends Operation implements TensorOp {
  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.single("source", ShapedConstraints.ANY_RANKED_TENSOR),
          OperandSegments.variadic("low", TypeConstraint.INDEX),
          OperandSegments.variadic("high", TypeConstraint.INDEX));

  public static final OpDef DEF =
      OpSpec.define("tensor.pad", PadOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .attr("static_low", CommonAttrs.DENSE_I64_ARRAY)
          .attr("static_high", CommonAttrs.DENSE_I64_ARRAY)
          .optionalAttr("nofold", AttrConstraint.UNIT)
          .optionalAttr(OperandSegments.ATTR, CommonAttrs.DENSE_I32_ARRAY)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .sizedRegion("region", 1)
          .traits(Trait.PURE)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.SINGLE_BLOCK)
          .assembly(new Syntax())
          .verifier(PadOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "padded"))
          .build();

  private PadOp() {}

  private static boolean verify(Operation op) {
    if (!SEGMENTS.verify(op)) {
      return false;
    }
    RankedTensorType source = (RankedTensorType) SEGMENTS.single(op, 0).type();
    RankedTensorType result = (RankedTensorType) op.result(0).type();
    long[] low = DynamicIndexList.values(op.inherentAttr("static_low"));
    long[] high = DynamicIndexList.values(op.inherentAttr("static_high"));
    if (low.length != source.rank() || high.length != source.rank() || result.rank() != source.rank()) {
      return op.emitError(
              "expected the padded type to have rank " + source.rank() + ", but got " + TensorVerifiers.quoted(result))
          .report();
    }
    for (int i = 0; i < source.rank(); i++) {
      long s = source.shape()[i];
      long expected =
          s == ShapedType.DYNAMIC || low[i] == ShapedType.DYNAMIC || high[i] == ShapedType.DYNAMIC
              ? ShapedType.DYNAMIC
              : s + low[i] + high[i];
      long got = result.shape()[i];
      if (expected != ShapedType.DYNAMIC && got != expected) {
        return op.emitError(
                "specified type " + TensorVerifiers.quoted(result) + " does not match the inferred type "
                    + TensorVerifiers.quoted(inferred(op, source, low, high)))
            .report();
      }
    }
    Region region = op.region(0);
    if (!region.isEmpty()) {
      var block = region.front();
      if (block.numArguments() != source.rank()) {
        return op.emitError("expected the block to have " + source.rank() + " arguments").report();
      }
      for (int i = 0; i < block.numArguments(); i++) {
        if (!(block.argument(i).type() instanceof IndexType)) {
          return op.emitOpError("expected block argument " + (i + 1) + " to be an index").report();
        }
      }
    }
    return true;
  }

  private static RankedTensorType inferred(Operation op, RankedTensorType source, long[] low, long[] high) {
    long[] shape = new long[source.rank()];
    for (int i = 0; i < shape.length; i++) {
      long s = source.shape()[i];
      shape[i] = s == ShapedType.DYNAMIC || low[i] == ShapedType.DYNAMIC || high[i] == ShapedType.DYNAMIC
          ? ShapedType.DYNAMIC : s + low[i] + high[i];
    }
    return RankedTensorType.get(op.context(), shape, source.elementType());
  }

  /** {@code $source (`nofold` $nofold^)? `low` `` [..] `high` `` [..] $region attr-dict `:` T `to` R}. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand source = p.parseOperand();
      if (p.parseOptionalKeyword("nofold")) {
        props.put("nofold", UnitAttr.get(p.context()));
      }
      p.parseKeyword("low");
      DynamicIndexList.Parsed low = DynamicIndexList.parse(p);
      p.parseKeyword("high");
      DynamicIndexList.Parsed high = DynamicIndexList.parse(p);
      Region region = new Region();
      p.parseRegion(region, List.of(), false);
      state.addRegion(region);
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      Type sourceType = p.parseColonType();
      p.parseKeyword("to");
      Type resultType = p.parseType();
      state.operands.add(p.resolveOperand(source, sourceType));
      OffsetsSizesStrides.addList(p, state, props, low, "static_low");
      OffsetsSizesStrides.addList(p, state, props, high, "static_high");
      props.put(
          OperandSegments.ATTR, OperandSegments.sizesAttr(p.context(), 1, low.values().size(), high.values().size()));
      state.resultTypes.add(resultType);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      if (op.inherentAttr("nofold") != null) {
        p.print(" nofold");
      }
      p.print(" low");
      DynamicIndexList.print(p, SEGMENTS.group(op, 1), DynamicIndexList.values(op.inherentAttr("static_low")));
      p.print(" high");
      DynamicIndexList.print(p, SEGMENTS.group(op, 2), DynamicIndexList.values(op.inherentAttr("static_high")));
      p.print(' ');
      p.printRegion(op.region(0));
      CustomAssembly.printAttrDict(p, op, List.of(OperandSegments.ATTR, "static_low", "static_high", "nofold"));
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(" to ");
      p.printType(op.result(0).type());
    }
  }
}
